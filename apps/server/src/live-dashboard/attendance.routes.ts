import type { MessageLocale } from '@kupa/domain';
import {
  AttendanceByDateResponseSchema,
  AttendanceByFeatureResponseSchema,
  AttendanceByLocationResponseSchema,
  AttendanceByVenueResponseSchema,
  CinemaFilterDataResponseSchema,
  DateLocationParamsSchema,
  DateParamsSchema,
  DateRangeParamsSchema,
  PresentationBoxParamsSchema,
  PresentationBoxResponseSchema,
  StaffScopeQuerySchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { AttendanceService } from './attendance.service';
import { STAFF_ERRORS, STAFF_NOTE, STAFF_TAGS } from './route-docs';

export interface AttendanceRoutesOptions {
  attendance: AttendanceService;
  defaultLocale: MessageLocale;
}

/** The attendance dashboard's calls (spec 7): the calendar's filter data and the drill-down by date. */
export const attendanceRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions> = async (app, { attendance, defaultLocale }) => {
  app.get(
    '/api/kupa-live/attendanceByDate/:from/:to',
    {
      schema: {
        summary: 'Attendance per business date',
        description: `Every date from \`from\` to \`to\` (YYYY-MM-DD, from not after to, at most 366 days; else 400 VALIDATION_ERROR with details.field and details.reason beforeFrom or tooLong). ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: DateRangeParamsSchema,
        querystring: StaffScopeQuerySchema,
        response: { 200: AttendanceByDateResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => attendance.byDate(staffSessionOf(request), request.params.from, request.params.to, request.query.businessIds),
  );

  app.get(
    '/api/kupa-live/attendanceByDateByLocation/:date',
    {
      schema: {
        summary: 'Attendance per location on a date',
        description: STAFF_NOTE,
        tags: STAFF_TAGS,
        params: DateParamsSchema,
        querystring: StaffScopeQuerySchema,
        response: { 200: AttendanceByLocationResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      attendance.byLocation(staffSessionOf(request), request.params.date, requestLocale(request, defaultLocale), request.query.businessIds),
  );

  app.get(
    '/api/kupa-live/attendanceByDateByLocationByVenue/:date/:locationId',
    {
      schema: {
        summary: 'Attendance per hall of a location on a date',
        description: `404 LOCATION_NOT_FOUND for an unknown location. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: DateLocationParamsSchema,
        querystring: StaffScopeQuerySchema,
        response: { 200: AttendanceByVenueResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      attendance.byVenue(staffSessionOf(request), request.params.date, request.params.locationId, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/attendanceByDateByLocationByFeature/:date/:locationId',
    {
      schema: {
        summary: 'Attendance per feature at a location on a date',
        description: `Best attended first. 404 LOCATION_NOT_FOUND for an unknown location. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: DateLocationParamsSchema,
        querystring: StaffScopeQuerySchema,
        response: { 200: AttendanceByFeatureResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      attendance.byFeature(staffSessionOf(request), request.params.date, request.params.locationId, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/attendanceByDatePresentationBox/:date/:locationId/:drillBy/:id',
    {
      schema: {
        summary: 'The presentations of a hall or of a feature at a location on a date',
        description: `drillBy venue: id is a hall of the location (404 VENUE_NOT_FOUND otherwise); drillBy feature: id is a feature (404 FEATURE_NOT_FOUND). ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: PresentationBoxParamsSchema,
        querystring: StaffScopeQuerySchema,
        response: { 200: PresentationBoxResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => attendance.presentationBox(staffSessionOf(request), request.params, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/getCinemaFilterData',
    {
      schema: {
        summary: 'The dashboard calendar and filters',
        description: `The 29-day calendar (14 days before today, today, 14 after, in Asia/Jerusalem) with the weekend days Friday and Saturday marked, and the businesses, locations, halls, categories and features (playing in the window) the user may filter by. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: StaffScopeQuerySchema,
        response: { 200: CinemaFilterDataResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => attendance.filterData(staffSessionOf(request), requestLocale(request, defaultLocale), request.query.businessIds),
  );
};
