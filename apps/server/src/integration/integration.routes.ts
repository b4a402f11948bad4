import { KupaError, type Clock, type MessageLocale } from '@kupa/domain';
import { ErrorBodySchema, IntegrationQuerySchema, IntegrationResponseSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../http/error-handler';
import { requestLocale } from '../http/request-locale';
import type { IntegrationService } from './integration.service';

export interface IntegrationRoutesOptions {
  service: IntegrationService;
  clock: Clock;
  defaultLocale: MessageLocale;
}

export const integrationRoutes: FastifyPluginAsyncZod<IntegrationRoutesOptions> = async (app, { service, clock, defaultLocale }) => {
  app.get(
    '/api/integration',
    {
      schema: {
        summary: 'The partner of an integration link (TS, ret, key); an empty answer when any of the three is missing',
        description:
          'See docs/partner-integration.md. A bad key: 403 INTEGRATION_KEY_INVALID; an expired TS: 410 INTEGRATION_LINK_EXPIRED; a ret outside the partner’s origins: 403 INTEGRATION_RETURN_NOT_ALLOWED.',
        tags: ['integration'],
        querystring: IntegrationQuerySchema,
        response: { 200: IntegrationResponseSchema, 403: ErrorBodySchema, 410: ErrorBodySchema },
      },
      // Spec 5: without all three (or with an over-long one) there is no integration call to answer: silently empty.
      errorHandler: (error, request, reply) => {
        if (error instanceof KupaError) return sendError(request, reply, defaultLocale, error);
        request.log.info({ reason: error.message }, 'integration query not usable; answered with no integration');
        return reply.status(200).send({});
      },
    },
    async (request) => service.integrationOf(request.query, requestLocale(request, defaultLocale), clock.now()),
  );
};
