import { BusinessParamsSchema, BusinessTextsResponseSchema, BusinessTextsSchema, TEXT_OVERRIDE_KEYS } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessTextsService } from '../catalogue/business-texts.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

export interface TextsRoutesOptions {
  texts: BusinessTextsService;
}

const TEXTS = '/api/kupa-live/manage/businesses/:businessId/settings/texts';

/** The settings section's languages and text overrides (ADR 0017); the catalogue owns both. */
export const textsRoutes: FastifyPluginAsyncZod<TextsRoutesOptions> = async (app, { texts }) => {
  app.get(
    TEXTS,
    {
      schema: {
        summary: "A business's languages and text overrides",
        description: `Hebrew and English when the business chose no languages. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: BusinessTextsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, texts: await texts.texts(businessId) };
    },
  );

  app.put(
    TEXTS,
    {
      schema: {
        summary: "Change a business's languages and text overrides",
        description: `languages: the customer pages' languages for the business (always he). overrides: every replaced text (the whole list; an override in a language the business does not offer is refused). Keys: ${TEXT_OVERRIDE_KEYS.join(', ')}. Applies to the next customer call (no restart) and is written to the audit log with its before and after. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: BusinessTextsSchema,
        response: { 200: BusinessTextsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { businessId, texts: await texts.update(businessId, request.body, { kind: 'staff', id: session.userId }) };
    },
  );
};
