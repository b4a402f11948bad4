import type { MessageLocale } from '@kupa/domain';
import { BusinessTextsQuerySchema, CustomerTextsResponseSchema, ErrorBodySchema, IdSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../http/request-locale';
import type { BusinessTextsService } from './business-texts.service';

export interface BusinessTextsRoutesOptions {
  texts: BusinessTextsService;
  defaultLocale: MessageLocale;
}

/** The customer pages' read of a business's text overrides (ADR 0017). */
export const businessTextsRoutes: FastifyPluginAsyncZod<BusinessTextsRoutesOptions> = async (app, { texts, defaultLocale }) => {
  app.get(
    '/api/businesses/:businessId/texts',
    {
      schema: {
        summary: "A business's texts in one language",
        description:
          "The business's languages and the texts it replaced in the request's language (message id → text), which the web app lays over its bundled messages on the business's pages; none in a language the business does not offer. Not cached: a change in the back office shows on the next read.",
        tags: ['catalogue'],
        params: z.object({ businessId: IdSchema }),
        querystring: BusinessTextsQuerySchema,
        response: { 200: CustomerTextsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return texts.customerTexts(request.params.businessId, requestLocale(request, defaultLocale));
    },
  );
};
