import {
  IdSchema,
  LangQuerySchema,
  SystemVouchersResponseSchema,
  VoucherReferenceSchema,
  VoucherViewResponseSchema,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../http/request-locale';
import type { VouchersService } from './vouchers.service';

export interface VouchersRoutesOptions {
  service: VouchersService;
  defaultLocale: MessageLocale;
}

export const vouchersRoutes: FastifyPluginAsyncZod<VouchersRoutesOptions> = async (app, { service, defaultLocale }) => {
  app.get(
    '/api/system-vouchers',
    {
      schema: {
        summary: 'Gift vouchers on sale, by class, with their prices',
        tags: ['vouchers'],
        querystring: z.object({
          lang: LangQuerySchema,
          businessId: IdSchema.optional().meta({ description: 'Only the classes of this business' }),
        }),
        response: { 200: SystemVouchersResponseSchema },
      },
    },
    async (request) => service.catalogue(requestLocale(request, defaultLocale), request.query.businessId),
  );

  app.get(
    '/api/system-vouchers/view/:reference',
    {
      schema: {
        summary: 'The page of a gift voucher: its value or tickets, dates and state (the reference is its secret)',
        tags: ['vouchers'],
        params: z.object({ reference: VoucherReferenceSchema }),
        querystring: z.object({ lang: LangQuerySchema }),
        response: { 200: VoucherViewResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.view(request.params.reference, requestLocale(request, defaultLocale));
    },
  );
};
