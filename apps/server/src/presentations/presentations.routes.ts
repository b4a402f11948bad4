import { KupaError, type MessageLocale } from '@kupa/domain';
import {
  ErrorBodySchema,
  IdSchema,
  PresentationListQuerySchema,
  PresentationListResponseSchema,
  PresentationQuerySchema,
  PresentationResponseSchema,
  PresentationsOfDateQuerySchema,
  PresentationsOfDateResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../http/error-handler';
import { requestLocale } from '../http/request-locale';
import type { MiniSitesService } from '../mini-sites/mini-sites.service';
import type { PresentationsService } from './presentations.service';

export interface PresentationsRoutesOptions {
  service: PresentationsService;
  defaultLocale: MessageLocale;
  now: () => Date;
  /** Prices through a mini site (`referralMiniSiteId`, api-compat). */
  miniSites?: Pick<MiniSitesService, 'presentationThrough'>;
}

/** Business errors of a single presentation are answered with 200 and an error body, as the existing API does (api-compat). */
const SOFT_ERRORS = new Set(['PRESENTATION_NOT_FOUND', 'TICKETING_ENDED', 'MINI_SITE_NOT_FOUND']);

export const presentationsRoutes: FastifyPluginAsyncZod<PresentationsRoutesOptions> = async (
  app,
  { service, defaultLocale, now, miniSites },
) => {
  app.get(
    '/api/presentations/',
    {
      schema: {
        summary: 'Upcoming presentations',
        tags: ['presentations'],
        querystring: PresentationListQuerySchema,
        response: { 200: PresentationListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => service.listUpcoming(request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/presentations/:id',
    {
      schema: {
        summary: 'One presentation for the order page',
        description:
          'With `referralMiniSiteId` (0 = house pricing) the price levels are those through that mini site; a mini site that does not sell the presentation answers the business error MINI_SITE_NOT_FOUND.',
        tags: ['presentations'],
        params: z.object({ id: IdSchema }),
        querystring: PresentationQuerySchema,
        response: { 200: z.union([PresentationResponseSchema, ErrorBodySchema]), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request, defaultLocale);
      try {
        const house = await service.getForSale(request.params.id, locale);
        const presentation = miniSites ? await miniSites.presentationThrough(house, request.query.referralMiniSiteId) : house;
        return { presentation, serverTime: now().toISOString() };
      } catch (error) {
        if (error instanceof KupaError && SOFT_ERRORS.has(error.code)) return errorBody(error.code, locale);
        throw error;
      }
    },
  );

  app.get(
    '/api/seats/presentations',
    {
      schema: {
        summary: 'Presentations of one business date with availability',
        tags: ['seats'],
        querystring: PresentationsOfDateQuerySchema,
        response: { 200: PresentationsOfDateResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      date: request.query.date,
      presentations: await service.listOfBusinessDate(request.query.date, requestLocale(request, defaultLocale)),
    }),
  );
};
