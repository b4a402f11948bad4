import type { MessageLocale } from '@kupa/domain';
import {
  EnrollLockBodySchema,
  ErrorBodySchema,
  HoldsResponseSchema,
  IdSchema,
  LangQuerySchema,
  MembershipExtendHoldsBodySchema,
  MembershipHoldsQuerySchema,
  MembershipMoveToStepBodySchema,
  MembershipLockBodySchema,
  MembershipLockResponseSchema,
  MembershipSeatplanQuerySchema,
  MembershipSeatplanResponseSchema,
  UnlockSeatResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerUuidOf, requireBuyerUuid } from '../http/buyer-identity';
import { requestLocale } from '../http/request-locale';
import type { MembershipSeatsService } from './membership-seats.service';

export interface MembershipSeatRoutesOptions {
  memberships: MembershipSeatsService;
  defaultLocale: MessageLocale;
}

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };
const FIXED_NOTE = 'The seat is held in every fixed presentation of the membership (the required ones, or all), all or nothing.';

/** Seats of memberships and enrolments (spec 7 membership seats). */
export const membershipSeatRoutes: FastifyPluginAsyncZod<MembershipSeatRoutesOptions> = async (app, { memberships, defaultLocale }) => {
  const params = z.object({ id: IdSchema });

  app.get(
    '/api/membership/seatplan',
    {
      schema: {
        summary: 'Seat plan of a membership with the seats free in all its fixed presentations',
        tags: ['memberships'],
        querystring: MembershipSeatplanQuerySchema,
        response: { 200: MembershipSeatplanResponseSchema, ...errors },
      },
    },
    async (request) => memberships.seatplan(buyerUuidOf(request), request.query.membershipId, requestLocale(request, defaultLocale)),
  );

  app.put(
    '/api/membership/lock-seat',
    {
      schema: {
        summary: "Hold a member's seat",
        description: FIXED_NOTE,
        tags: ['memberships'],
        body: MembershipLockBodySchema,
        response: { 200: MembershipLockResponseSchema, ...errors },
      },
    },
    async (request) => memberships.holdMembershipSeat(requireBuyerUuid(request), request.body, requestLocale(request, defaultLocale)),
  );

  app.put(
    '/api/membership/unlock-seat',
    {
      schema: {
        summary: "Release a member's seat",
        tags: ['memberships'],
        body: MembershipLockBodySchema,
        response: { 200: UnlockSeatResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      releasedSeats: await memberships.releaseMembershipSeat(requireBuyerUuid(request), request.body),
    }),
  );

  app.get(
    '/api/membership/holds',
    {
      schema: {
        summary: "The buyer's live membership seat holds",
        description: 'After a page reload the chosen seats and their timer come back; as held in the first fixed presentation.',
        tags: ['memberships'],
        querystring: MembershipHoldsQuerySchema,
        response: { 200: HoldsResponseSchema, ...errors },
      },
    },
    async (request) => memberships.holds(requireBuyerUuid(request), request.query.membershipId, requestLocale(request, defaultLocale)),
  );

  app.put(
    '/api/membership/step',
    {
      schema: {
        summary: "Move the buyer's membership seat holds to an order step",
        description:
          "In every fixed presentation of the membership. The first time the holds enter a step they get that step's own timer counted from now (spec 4).",
        tags: ['memberships'],
        body: MembershipMoveToStepBodySchema,
        response: { 200: HoldsResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberships.moveToStep(
        requireBuyerUuid(request),
        request.body.membershipId,
        request.body.step,
        requestLocale(request, defaultLocale),
      ),
  );

  app.put(
    '/api/membership/extend',
    {
      schema: {
        summary: "Extend the buyer's membership seat holds once, also after they expired",
        description:
          'In every fixed presentation of the membership. SEAT_LOCK_EXTENSION_USED after the one extension; SEAT_LOCK_EXPIRED when nothing is left to extend.',
        tags: ['memberships'],
        body: MembershipExtendHoldsBodySchema,
        response: { 200: HoldsResponseSchema, ...errors },
      },
    },
    async (request) => memberships.extend(requireBuyerUuid(request), request.body.membershipId, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/enroll/:id/seatplan',
    {
      schema: {
        summary: 'Seat plan of an enrolment (series membership)',
        tags: ['memberships'],
        params,
        description:
          'With presentationId, the plan of that choice event with the seats free in it (the seats for the events a buyer chooses); without, as GET /membership/seatplan.',
        querystring: z.object({ lang: LangQuerySchema, presentationId: IdSchema.optional() }),
        response: { 200: MembershipSeatplanResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberships.seatplan(buyerUuidOf(request), request.params.id, requestLocale(request, defaultLocale), request.query.presentationId),
  );

  app.put(
    '/api/enroll/:id/lock-seat',
    {
      schema: {
        summary: 'Hold an enrolment seat',
        description: `${FIXED_NOTE} With presentationId, the seat of that choice event only.`,
        tags: ['memberships'],
        params,
        body: EnrollLockBodySchema,
        response: { 200: MembershipLockResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberships.holdEnrolmentSeat(requireBuyerUuid(request), request.params.id, request.body, requestLocale(request, defaultLocale)),
  );

  app.put(
    '/api/enroll/:id/unlock-seat',
    {
      schema: {
        summary: 'Release an enrolment seat',
        tags: ['memberships'],
        params,
        body: EnrollLockBodySchema,
        response: { 200: UnlockSeatResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      releasedSeats: await memberships.releaseEnrolmentSeat(requireBuyerUuid(request), request.params.id, request.body),
    }),
  );
};
