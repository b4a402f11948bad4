import type { MessageLocale } from '@kupa/domain';
import { FeatureSchema, FeaturesResponseSchema, IdSchema, LangOnlyQuerySchema, LocationOptionsResponseSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../http/request-locale';
import type { CatalogueService } from './catalogue.service';

export interface CatalogueRoutesOptions {
  service: CatalogueService;
  defaultLocale: MessageLocale;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { service, defaultLocale }) => {
  app.get(
    '/api/customer/locations',
    {
      schema: {
        summary: 'Branches as select options',
        tags: ['catalogue'],
        querystring: LangOnlyQuerySchema,
        response: { 200: LocationOptionsResponseSchema },
      },
    },
    async (request) => service.locationOptions(requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/features/',
    {
      schema: {
        summary: 'Films and events',
        tags: ['catalogue'],
        querystring: LangOnlyQuerySchema,
        response: { 200: FeaturesResponseSchema },
      },
    },
    async (request) => service.features(requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/features/:id/image',
    {
      schema: {
        summary: 'The poster of a film or event (SVG)',
        tags: ['catalogue'],
        params: z.object({ id: IdSchema }),
        querystring: LangOnlyQuerySchema.extend({ raw: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const svg = await service.posterSvg(request.params.id, requestLocale(request, defaultLocale));
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);
    },
  );

  app.get(
    '/api/vod/features/:featureId',
    {
      schema: {
        summary: 'A film offered as video on demand, or null',
        tags: ['vod'],
        params: z.object({ featureId: IdSchema }),
        querystring: LangOnlyQuerySchema,
        response: { 200: z.object({ feature: FeatureSchema.nullable() }) },
      },
    },
    async (request) => ({ feature: await service.videoOnDemandFeature(request.params.featureId, requestLocale(request, defaultLocale)) }),
  );
};
