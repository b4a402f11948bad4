import type { MessageLocale } from '@kupa/domain';
import {
  AvailableFeaturesQuerySchema,
  AvailableFeaturesResponseSchema,
  AvailablePresentationsQuerySchema,
  AvailablePresentationsResponseSchema,
  FeatureDataQuerySchema,
  FeatureDataResponseSchema,
  PresentationDataQuerySchema,
  PresentationDataResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { FeatureMonitorService } from './feature-monitor.service';
import { STAFF_ERRORS, STAFF_NOTE, STAFF_TAGS } from './route-docs';

export interface FeatureMonitorRoutesOptions {
  features: FeatureMonitorService;
  defaultLocale: MessageLocale;
}

const RANGE_NOTE = 'startDate and endDate default to the 29-day window around today (at most 366 days).';

/** The version 2 feature view (spec 7: v2/availableFeatures, v2/featureData, v2/availablePresentations, v2/presentationData). */
export const featureMonitorRoutes: FastifyPluginAsyncZod<FeatureMonitorRoutesOptions> = async (app, { features, defaultLocale }) => {
  app.get(
    '/api/kupa-live/v2/availableFeatures',
    {
      schema: {
        summary: 'Features playing in a date range',
        description: `${RANGE_NOTE} Optional locationId. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: AvailableFeaturesQuerySchema,
        response: { 200: AvailableFeaturesResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => features.availableFeatures(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/v2/featureData',
    {
      schema: {
        summary: "One feature's attendance and sales by day and by location",
        description: `featureId is required. ${RANGE_NOTE} Optional locationId. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: FeatureDataQuerySchema,
        response: { 200: FeatureDataResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => features.featureData(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/v2/availablePresentations',
    {
      schema: {
        summary: "One feature's presentations in a date range",
        description: `featureId is required. ${RANGE_NOTE} Optional locationId. One page (page, pageSize) in start order. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: AvailablePresentationsQuerySchema,
        response: { 200: AvailablePresentationsResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => features.availablePresentations(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/v2/presentationData',
    {
      schema: {
        summary: 'One presentation: dashboard data, sales per ticket type, per channel and products',
        description: `presentationId is required; 404 PRESENTATION_NOT_FOUND for an unknown one (and for video on demand or a called-off show, which the dashboard does not count). ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: PresentationDataQuerySchema,
        response: { 200: PresentationDataResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      features.presentationData(staffSessionOf(request), request.query.presentationId, requestLocale(request, defaultLocale)),
  );
};
