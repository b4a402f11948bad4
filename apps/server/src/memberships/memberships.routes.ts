import type { MessageLocale } from '@kupa/domain';
import {
  MembershipCodeParamsSchema,
  MembershipListResponseSchema,
  MembershipPriceCodeParamsSchema,
  MembershipPriceResponseSchema,
  MembershipQuerySchema,
  MembershipResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import type { MembershipsService } from './memberships.service';

export interface MembershipsRoutesOptions {
  service: MembershipsService;
  defaultLocale: MessageLocale;
}

export const membershipsRoutes: FastifyPluginAsyncZod<MembershipsRoutesOptions> = async (app, { service, defaultLocale }) => {
  app.get(
    '/api/memberships',
    {
      schema: {
        summary: 'The memberships on sale (list mode ByMembership)',
        tags: ['memberships'],
        querystring: MembershipQuerySchema,
        response: { 200: MembershipListResponseSchema },
      },
    },
    async (request) => service.list(requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/memberships/:code',
    {
      schema: {
        summary: 'One membership with its prices, terms and (series) presentations in order; MEMBERSHIP_NOT_FOUND',
        tags: ['memberships'],
        params: MembershipCodeParamsSchema,
        querystring: MembershipQuerySchema,
        response: { 200: MembershipResponseSchema },
      },
    },
    async (request) => ({ membership: await service.byCode(request.params.code, requestLocale(request, defaultLocale)) }),
  );

  app.get(
    '/api/memberships/:code/:priceCode',
    {
      schema: {
        summary: 'One membership and one of its prices by price code; MEMBERSHIP_PRICE_NOT_FOUND',
        tags: ['memberships'],
        params: MembershipPriceCodeParamsSchema,
        querystring: MembershipQuerySchema,
        response: { 200: MembershipPriceResponseSchema },
      },
    },
    async (request) => service.byPriceCode(request.params.code, request.params.priceCode, requestLocale(request, defaultLocale)),
  );
};
