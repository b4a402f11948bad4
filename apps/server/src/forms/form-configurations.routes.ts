import type { MessageLocale } from '@kupa/domain';
import { ErrorBodySchema, FORM_TYPES, FormConfigurationQuerySchema, FormConfigurationSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../http/request-locale';
import type { FormConfigurationsService } from './form-configurations.service';

export interface FormConfigurationRoutesOptions {
  forms: FormConfigurationsService;
  defaultLocale: MessageLocale;
}

/** GET /api/form-configurations/{formType}: the customer form of the presentation's (or the given) business (spec 3, 5). */
export const formConfigurationRoutes: FastifyPluginAsyncZod<FormConfigurationRoutesOptions> = async (app, { forms, defaultLocale }) => {
  app.get(
    '/api/form-configurations/:formType',
    {
      schema: {
        summary: 'Customer form configuration',
        description:
          "Which customer and payment fields the form shows and requires, its flags (ID number required, mobile verification, terms), the additional terms in the request language, the instalments offered and the business's locations. Of the presentation's business, or of businessId for an order without a presentation. 404 PRESENTATION_NOT_FOUND for an unknown presentation, NOT_FOUND for an unknown business.",
        tags: ['checkout'],
        params: z.object({ formType: z.enum(FORM_TYPES) }),
        querystring: FormConfigurationQuerySchema,
        response: { 200: FormConfigurationSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { presentationId, businessId } = request.query;
      const of = presentationId !== undefined ? { presentationId } : { businessId: businessId ?? 0 };
      return forms.configuration(request.params.formType, of, requestLocale(request, defaultLocale));
    },
  );
};
