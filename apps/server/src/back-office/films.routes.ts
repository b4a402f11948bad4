import {
  BusinessParamsSchema,
  FeatureInputSchema,
  FeatureParamsSchema,
  StaffFeatureResponseSchema,
  StaffFeaturesResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureAdminService } from '../catalogue/feature-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const FEATURES = '/api/kupa-live/manage/businesses/:businessId/features';
const FEATURE = `${FEATURES}/:featureId`;
const INPUT_NOTE =
  "Names in Hebrew and English are required; the other texts may be null. categoryId must be one of the business's categories (else 400 VALIDATION_ERROR, field body.categoryId). The public listing and presentation calls show the change on their next call; the change is written to the audit log.";

/** The back office's films and events section (spec 3 "feature"). */
export const filmsRoutes: FastifyPluginAsyncZod<{ features: FeatureAdminService }> = async (app, { features }) => {
  app.get(
    FEATURES,
    {
      schema: {
        summary: "A business's films and events, newest first, with its categories",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffFeaturesResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await features.list(businessId)) };
    },
  );

  app.post(
    FEATURES,
    {
      schema: {
        summary: 'Add a film or event',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: FeatureInputSchema,
        response: { 200: StaffFeatureResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { feature: await features.create(businessId, request.body, session.userId) };
    },
  );

  app.put(
    FEATURE,
    {
      schema: {
        summary: 'Change a film or event',
        description: `The whole feature. A feature of another business is 403 FORBIDDEN, an unknown one 404 FEATURE_NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        body: FeatureInputSchema,
        response: { 200: StaffFeatureResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, featureId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { feature: await features.update(businessId, featureId, request.body, session.userId) };
    },
  );
};
