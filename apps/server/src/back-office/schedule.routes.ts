import {
  BusinessParamsSchema,
  MAX_SCHEDULE_DAYS,
  PresentationCancelledResponseSchema,
  PresentationEditSchema,
  PresentationParamsSchema,
  ScheduleCreatedResponseSchema,
  SchedulePatternSchema,
  ScheduleQuerySchema,
  ScheduleResponseSchema,
  StaffPresentationResponseSchema,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessSettingsService } from '../catalogue/business-settings.service';
import { requestLocale } from '../http/request-locale';
import type { ScheduleAdminService } from '../presentations/schedule-admin.service';
import type { OrderCancellationService } from '../reservations/order-cancellation.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

export interface ScheduleRoutesOptions {
  schedule: ScheduleAdminService;
  settings: BusinessSettingsService;
  orderCancellations: OrderCancellationService;
  defaultLocale: MessageLocale;
}

const SCHEDULE = '/api/kupa-live/manage/businesses/:businessId/presentations';
const PRESENTATION = `${SCHEDULE}/:presentationId`;
const TERMS_NOTE =
  'Times are local (the venue time zone); the sale window is relative to each start (saleOpensDaysBefore, saleClosesMinutesBefore; null: open at once / until the start); lockTimers are seconds per step; reserved seating needs a hall with a seat plan (else 400, field body.seating); serviceChargeAgorot (per ticket) and bookingFeeAgorot (per order) left null are the default fees of the business (checkout settings), written into the presentation when it is saved, so a later change of the defaults does not move the price of shows already on sale.';

/** The back office's schedule section: presentations by weekly pattern, edited one by one, cancelled with refunds. */
export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, options) => {
  const { schedule, settings, orderCancellations, defaultLocale } = options;

  app.get(
    SCHEDULE,
    {
      schema: {
        summary: "A business's presentations over some days, with the films, halls and ticket types to schedule",
        description: `from (local date, default today) to to (inclusive), or over days (default 14); at most ${MAX_SCHEDULE_DAYS} days (else 400, field querystring.to). Narrowed by featureId, venueId, status (scheduled, cancelled, all) and q (a text in the film's Hebrew or English name); another business's film or hall finds nothing. Only the presentations are narrowed: features, venues and pricePolicies are always all of the business's. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        querystring: ScheduleQuerySchema,
        response: { 200: ScheduleResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await schedule.list(businessId, request.query)) };
    },
  );

  app.post(
    SCHEDULE,
    {
      schema: {
        summary: 'Schedule a film: one presentation, or a weekly pattern over a date range',
        description: `Every date from firstDate to lastDate whose weekday is listed, at each time; one date: firstDate = lastDate. All in the future, at most 200, in one transaction (nothing is created when one is refused). The film, hall and ticket types must be the business's (400 naming the field). On sale to customers at once. ${TERMS_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: SchedulePatternSchema,
        response: { 200: ScheduleCreatedResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const authProfileId = await settings.webAuthProfile(businessId);
      const { defaultFees } = await settings.checkoutSettings(businessId);
      return { presentations: await schedule.schedule(businessId, request.body, authProfileId, session.userId, defaultFees) };
    },
  );

  app.put(
    PRESENTATION,
    {
      schema: {
        summary: 'Change one presentation: its date and time, sale window, seating, hold timers, limit and fees',
        description: `A cancelled one is 404 PRESENTATION_NOT_FOUND; another business's 403. ${TERMS_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: PresentationParamsSchema,
        body: PresentationEditSchema,
        response: { 200: StaffPresentationResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, presentationId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const { defaultFees } = await settings.checkoutSettings(businessId);
      return { presentation: await schedule.edit(businessId, presentationId, request.body, session.userId, defaultFees) };
    },
  );

  app.post(
    `${PRESENTATION}/cancel`,
    {
      schema: {
        summary: 'Cancel a presentation and refund every order of it',
        description: `The presentation stops selling at once; then each of its ticket orders is cancelled as in ADR 0012 with everything paid given back through the payment provider and the customer told by SMS and e-mail (outbox). Safe to repeat: a retry cancels what is left, and the recovery job finishes what a crash leaves. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: PresentationParamsSchema,
        response: { 200: PresentationCancelledResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, presentationId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      await schedule.markCancelled(businessId, presentationId, session.userId);
      const { cancelled, refused } = await orderCancellations.cancelForPresentation(presentationId, requestLocale(request, defaultLocale));
      return { presentation: await schedule.get(businessId, presentationId), ordersCancelled: cancelled, ordersRefused: refused };
    },
  );
};
