import {
  StaffWaiverPresentationParamsSchema,
  StaffWaiverPresentationResponseSchema,
  StaffWaiversQuerySchema,
  StaffWaiversResponseSchema,
  LangOnlyQuerySchema,
  ErrorBodySchema,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { StaffWaiversService } from './staff-waivers.service';

export interface StaffWaiverRoutesOptions {
  staffWaivers: StaffWaiversService;
  defaultLocale: MessageLocale;
}

const NOTE =
  "Needs the staff session cookie (401 UNAUTHORIZED otherwise) and answers only about the session's businesses: a presentation of another business is 403 FORBIDDEN, an unknown one 404.";
const ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema } as const;

/** kupa-live: whether reservations' waivers are complete (issue 11), registered behind the staff session hook. */
export const staffWaiverRoutes: FastifyPluginAsyncZod<StaffWaiverRoutesOptions> = async (app, { staffWaivers, defaultLocale }) => {
  app.get(
    '/api/kupa-live/waivers',
    {
      schema: {
        summary: 'Waivers per presentation of a date',
        description: `Every presentation of the business date (YYYY-MM-DD) in a venue that needs waivers and has attending orders: each order with its tickets, how many have a signed child, and whether it is complete. ${NOTE}`,
        tags: ['kupa-live'],
        querystring: StaffWaiversQuerySchema,
        response: { 200: StaffWaiversResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      date: request.query.date,
      presentations: await staffWaivers.forDate(staffSessionOf(request), request.query.date, requestLocale(request, defaultLocale)),
    }),
  );

  app.get(
    '/api/kupa-live/waivers/presentations/:presentationId',
    {
      schema: {
        summary: "Waivers of one presentation's orders",
        description: `The orders of one presentation and whether their waivers are complete; a presentation in a venue that needs no waiver is 409 WAIVER_NOT_REQUIRED. ${NOTE}`,
        tags: ['kupa-live'],
        params: StaffWaiverPresentationParamsSchema,
        querystring: LangOnlyQuerySchema,
        response: { 200: StaffWaiverPresentationResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      presentation: await staffWaivers.forPresentation(
        staffSessionOf(request),
        request.params.presentationId,
        requestLocale(request, defaultLocale),
      ),
    }),
  );
};
