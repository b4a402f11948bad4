import { IntegrationQuerySchema, IntegrationResponseSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IntegrationService } from './integration.service';

export interface IntegrationRoutesOptions {
  service: IntegrationService;
}

export const integrationRoutes: FastifyPluginAsyncZod<IntegrationRoutesOptions> = async (app, { service }) => {
  app.get(
    '/api/integration',
    {
      schema: {
        summary: 'Integration id of a partner link (TS, ret, key); an empty answer when any is missing',
        tags: ['integration'],
        querystring: IntegrationQuerySchema,
        response: { 200: IntegrationResponseSchema },
      },
      // The spec says the failure is silent: even a malformed query answers 200 with an empty object.
      errorHandler: (error, request, reply) => {
        request.log.info({ err: error }, 'integration query not usable; answered silently');
        return reply.status(200).send({});
      },
    },
    async (request) => service.integrationOf(request.query),
  );
};
