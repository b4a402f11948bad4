import type { MessageLocale } from '@kupa/domain';
import {
  CinemaMonitorQuerySchema,
  CinemaMonitorResponseSchema,
  DateParamsSchema,
  FeatureTicketSalesDataSchema,
  FeatureTicketSalesPageSchema,
  FeatureTicketSalesQuerySchema,
  LocationTicketSalesDataSchema,
  LocationTicketSalesPageSchema,
  LocationTicketSalesParamsSchema,
  PresentationSalesDataSchema,
  PresentationSalesQuerySchema,
  StaffScopeQuerySchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import { staffSessionOf } from '../staff-auth/staff-context';
import { STAFF_ERRORS, STAFF_NOTE, STAFF_TAGS } from './route-docs';
import type { SalesReportsService } from './sales-reports.service';

export interface SalesReportsRoutesOptions {
  reports: SalesReportsService;
  defaultLocale: MessageLocale;
}

/** Sales monitors (spec 7): by location, by feature, by showtime and location, and the cinema monitor. */
export const salesReportsRoutes: FastifyPluginAsyncZod<SalesReportsRoutesOptions> = async (app, { reports, defaultLocale }) => {
  // The spec writes this page's path with a trailing slash; both spellings answer.
  for (const url of ['/api/kupa-live/locationTicketSales', '/api/kupa-live/locationTicketSales/']) {
    app.get(
      url,
      {
        schema: {
          summary: 'Location ticket-sales page metadata',
          description: `Today, the rows-per-page choices, the 29-day calendar and the locations. ${STAFF_NOTE}`,
          tags: STAFF_TAGS,
          querystring: StaffScopeQuerySchema,
          response: { 200: LocationTicketSalesPageSchema, ...STAFF_ERRORS },
        },
      },
      async (request) =>
        reports.locationTicketSalesPage(staffSessionOf(request), requestLocale(request, defaultLocale), request.query.businessIds),
    );
  }

  app.get(
    '/api/kupa-live/locationTicketSales/data/:date/:locationId',
    {
      schema: {
        summary: 'Ticket sales per location on a date',
        description: `locationId 0 = every location of the session (the web app calls .../data/{date}/0); otherwise that location only. Highest total first. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: LocationTicketSalesParamsSchema,
        querystring: StaffScopeQuerySchema,
        response: { 200: LocationTicketSalesDataSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      reports.locationTicketSalesData(
        staffSessionOf(request),
        request.params.date,
        request.params.locationId,
        requestLocale(request, defaultLocale),
        request.query.businessIds,
      ),
  );

  app.get(
    '/api/kupa-live/featureTicketSales',
    {
      schema: {
        summary: 'Feature ticket-sales page metadata',
        description: `Today, the rows-per-page choices, the 29-day calendar, the locations and the features playing in the window. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: StaffScopeQuerySchema,
        response: { 200: FeatureTicketSalesPageSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      reports.featureTicketSalesPage(staffSessionOf(request), requestLocale(request, defaultLocale), request.query.businessIds),
  );

  app.get(
    '/api/kupa-live/featureTicketSales/data/:date',
    {
      schema: {
        summary: 'Ticket sales per feature on a date',
        description: `Optional locationId and featureId filters; isByLocation=true gives one row per feature and location. Best selling first. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: DateParamsSchema,
        querystring: FeatureTicketSalesQuerySchema,
        response: { 200: FeatureTicketSalesDataSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      reports.featureTicketSalesData(staffSessionOf(request), request.params.date, request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/monitors/PresentationSales/data',
    {
      schema: {
        summary: 'Sales by showtime and location over a date range',
        description: `startDate..endDate (at most 366 days), optional locationId and featureId; one page (page, pageSize) of presentations in start order, with totals over the whole range. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: PresentationSalesQuerySchema,
        response: { 200: PresentationSalesDataSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => reports.presentationSales(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/monitors/CinemaMonitor/data',
    {
      schema: {
        summary: 'The cinema monitor of a date',
        description: `Totals of the date, attendance of the seven days up to it, attendance by hall and by film, concessions by category, the top ten products and sales by channel (box office POS, web, kiosk). Optional locationId. ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: CinemaMonitorQuerySchema,
        response: { 200: CinemaMonitorResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => reports.cinemaMonitor(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );
};
