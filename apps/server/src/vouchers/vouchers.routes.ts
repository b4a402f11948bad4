import {
  IdSchema,
  LangQuerySchema,
  SystemVouchersResponseSchema,
  VoucherOrderProductsResponseSchema,
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
    '/api/system-vouchers/products',
    {
      schema: {
        summary: 'Products (concessions) a voucher order may add',
        description:
          "The voucher order's products step (spec 2): the active products of the business's web location, priced again by the commit.",
        tags: ['vouchers'],
        querystring: z.object({ lang: LangQuerySchema, businessId: IdSchema.meta({ description: 'The business of the chosen vouchers' }) }),
        response: { 200: VoucherOrderProductsResponseSchema },
      },
    },
    async (request) => service.orderProducts(request.query.businessId, requestLocale(request, defaultLocale)),
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
