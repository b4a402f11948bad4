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
        summary: 'The poster of a film or event',
        description:
          'The poster staff uploaded, as WebP at the size asked for (thumb 240x360 for lists, detail 480x720, the default), or the generated SVG poster while the feature has none. Answered with an ETag and `Cache-Control: no-cache`: a browser revalidates (304 Not Modified while unchanged) and shows a new upload on its next request.',
        tags: ['catalogue'],
        params: z.object({ id: IdSchema }),
        querystring: LangOnlyQuerySchema.extend({ raw: z.string().optional(), size: z.enum(['thumb', 'detail']).default('detail') }),
      },
    },
    async (request, reply) => {
      const poster = await service.poster(request.params.id, request.query.size, requestLocale(request, defaultLocale));
      void reply.header('cache-control', 'public, no-cache').header('etag', poster.etag).header('vary', 'accept-language');
      if (request.headers['if-none-match'] === poster.etag) return reply.status(304).send();
      return reply.type(poster.type).send(poster.body);
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
