import type { MessageLocale } from '@kupa/domain';
import {
  BestAvailableBodySchema,
  ErrorBodySchema,
  ExtendHoldsBodySchema,
  HoldsQuerySchema,
  HoldsResponseSchema,
  LockedSeatsResponseSchema,
  LockSeatBodySchema,
  LockSeatResponseSchema,
  LockSeatsBodySchema,
  MoveToStepBodySchema,
  SeatsStatusQuerySchema,
  SeatsStatusResponseSchema,
  UnlockSeatBodySchema,
  UnlockSeatResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBuyerUuid } from '../http/buyer-identity';
import { plainSuccessSerializer } from '../http/answer-serializers';
import { requestLocale } from '../http/request-locale';
import type { SeatHoldsService } from './seat-holds.service';
import type { SeatHoldAndReleaseService } from './seat-hold-and-release.service';
import type { SeatStatusService } from './seat-status.service';

export interface SeatHoldRoutesOptions {
  holdAndRelease: SeatHoldAndReleaseService;
  holds: SeatHoldsService;
  status: SeatStatusService;
  defaultLocale: MessageLocale;
}

/** Every error a seat call may answer, with the catalogue body (ADR 0006). */
const errors = {
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  410: ErrorBodySchema,
  422: ErrorBodySchema,
};
const UUID_NOTE = "Requires the buyer's `uuid` header (403 UUID_REQUIRED otherwise).";

/** Seat availability and holds of the buyer named by the `uuid` header (api-compat seats-statusV2, lock-seat, unlock-seat). */
export const seatHoldRoutes: FastifyPluginAsyncZod<SeatHoldRoutesOptions> = async (
  app,
  { holdAndRelease, holds, status, defaultLocale },
) => {
  app.get(
    '/api/seats/seats-statusV2',
    {
      schema: {
        summary: 'Seats available to this buyer',
        description: `${UUID_NOTE} Lists free seats and the buyer's own live holds; a seat missing is sold, held by someone else or blocked (see ADR 0007 for seating policy 3 and vacant-seat events).`,
        tags: ['seats'],
        querystring: SeatsStatusQuerySchema,
        response: { 200: SeatsStatusResponseSchema, ...errors },
      },
    },
    async (request) => status.status(requireBuyerUuid(request), request.query.presentationId, request.query.sectionId),
  );

  app.put(
    '/api/seats/lock-seat',
    {
      serializerCompiler: plainSuccessSerializer,
      schema: {
        summary: 'Hold a seat',
        description: `${UUID_NOTE} Holds the seat (and the other half of a sofa) for the choose-seats timer. Holding a seat the buyer holds again changes nothing. For general admission the server picks the place and answers it.`,
        tags: ['seats'],
        body: LockSeatBodySchema,
        response: { 200: LockSeatResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lockedSeat: await holdAndRelease.holdSeat(requireBuyerUuid(request), request.body, requestLocale(request, defaultLocale)),
    }),
  );

  app.put(
    '/api/seats/unlock-seat',
    {
      serializerCompiler: plainSuccessSerializer,
      schema: {
        summary: 'Release a held seat',
        description: `${UUID_NOTE} Releases the seat and the other half of a sofa; SEAT_UNLOCK_FAILED when the buyer does not hold it.`,
        tags: ['seats'],
        body: UnlockSeatBodySchema,
        response: { 200: UnlockSeatResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      releasedSeats: await holdAndRelease.releaseSeat(requireBuyerUuid(request), request.body.seat),
    }),
  );

  app.put(
    '/api/seats/lock-seats',
    {
      schema: {
        summary: 'Hold several seats at once, all or nothing',
        description: UUID_NOTE,
        tags: ['seats'],
        body: LockSeatsBodySchema,
        response: { 200: LockedSeatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lockedSeats: await holdAndRelease.holdSeats(requireBuyerUuid(request), request.body, requestLocale(request, defaultLocale)),
    }),
  );

  app.post(
    '/api/seats/best-available',
    {
      schema: {
        summary: 'Hold the best seats for a party',
        description: `${UUID_NOTE} Side by side in one row where possible, centred, leaving no single seat, accessible seats only when asked; replaces the buyer's current holds of the presentation. NOT_ENOUGH_SEATS when the party cannot be seated.`,
        tags: ['seats'],
        body: BestAvailableBodySchema,
        response: { 200: LockedSeatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lockedSeats: await holdAndRelease.bestAvailable(requireBuyerUuid(request), request.body, requestLocale(request, defaultLocale)),
    }),
  );

  app.get(
    '/api/seats/holds',
    {
      schema: {
        summary: "The buyer's live holds of a presentation",
        description: UUID_NOTE,
        tags: ['seats'],
        querystring: HoldsQuerySchema,
        response: { 200: HoldsResponseSchema, ...errors },
      },
    },
    async (request) => holds.holds(requireBuyerUuid(request), request.query.presentationId, requestLocale(request, defaultLocale)),
  );

  app.put(
    '/api/seats/step',
    {
      schema: {
        summary: "Move the buyer's holds to an order step",
        description: `${UUID_NOTE} Leaving chooseSeats, the whole selection must meet the seat rules (single empty seats, vacant seats, limit, one price level). The first time the holds enter a step they get that step's own timer counted from now (shorter or longer than before); entering a step again renews nothing.`,
        tags: ['seats'],
        body: MoveToStepBodySchema,
        response: { 200: HoldsResponseSchema, ...errors },
      },
    },
    async (request) =>
      holds.moveToStep(requireBuyerUuid(request), request.body.presentationId, request.body.step, requestLocale(request, defaultLocale)),
  );

  app.put(
    '/api/seats/extend',
    {
      schema: {
        summary: "Extend the buyer's holds once, also after they expired",
        description: `${UUID_NOTE} Seats someone else took meanwhile are not extended. SEAT_LOCK_EXTENSION_USED after the one extension; SEAT_LOCK_EXPIRED when nothing is left to extend.`,
        tags: ['seats'],
        body: ExtendHoldsBodySchema,
        response: { 200: HoldsResponseSchema, ...errors },
      },
    },
    async (request) => holds.extend(requireBuyerUuid(request), request.body.presentationId, requestLocale(request, defaultLocale)),
  );
};
