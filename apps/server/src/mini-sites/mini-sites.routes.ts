import type { MessageLocale } from '@kupa/domain';
import {
  ErrorBodySchema,
  MiniSiteListResponseSchema,
  MiniSitePageResponseSchema,
  MiniSiteParamsSchema,
  MiniSiteQuerySchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import type { MiniSitesService } from './mini-sites.service';

export interface MiniSitesRoutesOptions {
  miniSites: MiniSitesService;
  defaultLocale: MessageLocale;
}

/** The mini sites (spec 2 /mini-site and /mini-site/{url}). */
export const miniSitesRoutes: FastifyPluginAsyncZod<MiniSitesRoutesOptions> = async (app, { miniSites, defaultLocale }) => {
  app.get(
    '/api/mini-sites',
    {
      schema: {
        summary: 'Every mini site (presentation source)',
        tags: ['mini-sites'],
        querystring: MiniSiteQuerySchema,
        response: { 200: MiniSiteListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => miniSites.list(requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/mini-sites/:url',
    {
      schema: {
        summary: "A mini site's page: the site and its upcoming presentations with their prices through it",
        description:
          'Buying through the mini site: GET /api/presentations/{id}/ticketGroups and the cart with `referralMiniSiteId` = the site id. 404 MINI_SITE_NOT_FOUND for an unknown address.',
        tags: ['mini-sites'],
        params: MiniSiteParamsSchema,
        querystring: MiniSiteQuerySchema,
        response: { 200: MiniSitePageResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => miniSites.page(request.params.url, requestLocale(request, defaultLocale)),
  );
};
