import { LockSeatResponseSchema, UnlockSeatResponseSchema } from '@kupa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { buyerUuid, createSeatingTestApp, seatCalls } from '../testing/seating/seating-test-app';

const P = SEATING.presentations;
const HALL = SEATING.sections.hall;
const ROW = { A: 1, B: 2, C: 3, D: 4, E: 5 };
const plus = (seconds: number) => new Date(SEATING_NOW.getTime() + seconds * 1000).toISOString();

describe.each(testEngines())('seat holds on %s', (engine) => {
  let t: TestApp;
  let seats: ReturnType<typeof seatCalls>;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
    seats = seatCalls(t.app);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const claimOf = (presentationId: number, seatId: number) =>
    t.database.db
      .selectFrom('seat_claims')
      .selectAll()
      .where('presentation_id', '=', presentationId)
      .where('seat_id', '=', seatId)
      .executeTakeFirst();
  const claimsOf = (presentationId: number) =>
    t.database.db
      .selectFrom('seat_claims')
      .select(['seat_id', 'buyer_uuid', 'status'])
      .where('presentation_id', '=', presentationId)
      .orderBy('seat_id')
      .execute();
  const insertClaim = (presentationId: number, seatId: number, buyer: string, status: 'held' | 'sold' = 'held') =>
    t.database.db
      .insertInto('seat_claims')
      .values({
        presentation_id: presentationId,
        seat_id: seatId,
        buyer_uuid: buyer,
        status,
        expires_at: status === 'held' ? plus(3600) : null,
        created_at: SEATING_NOW.toISOString(),
        updated_at: SEATING_NOW.toISOString(),
      })
      .execute();

  it('refuses a buyer without a well-formed uuid header', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      payload: { seat: { PresentationId: P.basic, VenueId: 200, VenueSectionId: 21, XCoordinate: 1, YCoordinate: 1 } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('UUID_REQUIRED');
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { uuid: 'not-a-uuid' },
      payload: { seat: { PresentationId: P.basic, VenueId: 200, VenueSectionId: 21, XCoordinate: 1, YCoordinate: 1 } },
    });
    expect(malformed.statusCode).toBe(403);
  });

  it('holds a free seat and answers it as lockedSeat, matching the database row', async () => {
    const me = buyerUuid(1);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat?lang=en',
      headers: { Uuid: me.toUpperCase() },
      payload: {
        seat: {
          PresentationId: String(P.basic),
          VenueId: '200',
          VenueSeatplanId: 2000,
          VenueSectionId: '21',
          TicketGroupId: 21,
          XCoordinate: '3',
          YCoordinate: '1',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lockedSeat: {
        PresentationId: P.basic,
        VenueId: 200,
        VenueSeatplanId: 2000,
        VenueSectionId: 21,
        XCoordinate: 3,
        YCoordinate: 1,
        key: '21_3_1',
        SeatName: '6',
        RowName: 'A',
        TicketGroupId: 21,
        TicketGroupName: 'Regular',
        isPremium: false,
        isAccessible: false,
        isCompanion: false,
        isLimitedView: false,
        sofaSide: null,
        needsConfirmation: [],
        linkedSeats: [],
        step: 'chooseSeats',
        expiresAt: plus(600),
      },
    });
    expect(await claimOf(P.basic, fixtureSeatId(HALL, 3, ROW.A))).toMatchObject({
      buyer_uuid: me,
      status: 'held',
      step: 'chooseSeats',
      expires_at: plus(600),
      extended_count: 0,
      granted_steps: 1,
    });
  });

  it("treats holding one's own seat again as a no-op that renews nothing", async () => {
    const me = buyerUuid(1);
    t.clock.advance(60_000);
    try {
      const again = await seats.hold(me, P.basic, HALL, 3, ROW.A);
      expect(again.statusCode).toBe(200);
      expect(again.json().lockedSeat.expiresAt).toBe(plus(600));
      expect(await claimOf(P.basic, fixtureSeatId(HALL, 3, ROW.A))).toMatchObject({
        expires_at: plus(600),
        updated_at: SEATING_NOW.toISOString(),
      });
    } finally {
      t.clock.set(SEATING_NOW);
    }
  });

  it('refuses a seat another buyer holds or bought with SEAT_NOT_AVAILABLE, in the request language', async () => {
    const taken = await seats.hold(buyerUuid(2), P.basic, HALL, 3, ROW.A);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { error: 'SEAT_NOT_AVAILABLE', message: 'המקום כבר אינו פנוי' } });
    await insertClaim(P.basic, fixtureSeatId(HALL, 8, ROW.A), buyerUuid(9), 'sold');
    const sold = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat?lang=en',
      headers: { uuid: buyerUuid(2) },
      payload: { seat: { PresentationId: P.basic, VenueId: 200, VenueSectionId: 21, XCoordinate: 8, YCoordinate: 1 } },
    });
    expect(sold.json().error).toEqual({ error: 'SEAT_NOT_AVAILABLE', message: 'The seat is no longer available' });
    expect((await claimOf(P.basic, fixtureSeatId(HALL, 3, ROW.A)))?.buyer_uuid).toBe(buyerUuid(1));
  });

  it('refuses blocked seats and coordinates that are no seat', async () => {
    expect((await seats.hold(buyerUuid(3), P.basic, HALL, 4, ROW.E)).json().error.error).toBe('SEAT_NOT_AVAILABLE');
    expect((await seats.hold(buyerUuid(3), P.basic, HALL, 9, ROW.A)).json().error.error).toBe('SEAT_NOT_AVAILABLE');
    expect((await seats.hold(buyerUuid(3), P.basic, 99, 1, 1)).json().error.error).toBe('SEAT_NOT_AVAILABLE');
  });

  it('refuses a seat reference to another venue or plan', async () => {
    const wrongVenue = await seats.hold(buyerUuid(3), P.basic, HALL, 1, ROW.A, {}, 201);
    expect(wrongVenue.statusCode).toBe(400);
    expect(wrongVenue.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'seat.VenueId' } });
    const wrongPlan = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { uuid: buyerUuid(3) },
      payload: {
        seat: { PresentationId: P.basic, VenueId: 200, VenueSeatplanId: 2001, VenueSectionId: 21, XCoordinate: 1, YCoordinate: 1 },
      },
    });
    expect(wrongPlan.json().error.details).toEqual({ field: 'seat.VenueSeatplanId' });
    const badBody = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { uuid: buyerUuid(3) },
      payload: { seat: { PresentationId: P.basic, VenueId: 200, VenueSectionId: 21, XCoordinate: 'x', YCoordinate: 1 } },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error.details.field).toContain('XCoordinate');
  });

  it('gives an expired hold to the next buyer', async () => {
    const seatId = fixtureSeatId(HALL, 6, ROW.A);
    expect((await seats.hold(buyerUuid(4), P.basic, HALL, 6, ROW.A)).statusCode).toBe(200);
    expect((await seats.hold(buyerUuid(5), P.basic, HALL, 6, ROW.A)).statusCode).toBe(409);
    t.clock.advance(600_000);
    try {
      const res = await seats.hold(buyerUuid(5), P.basic, HALL, 6, ROW.A);
      expect(res.statusCode).toBe(200);
      expect(res.json().lockedSeat.expiresAt).toBe(plus(1200));
      expect(await claimOf(P.basic, seatId)).toMatchObject({ buyer_uuid: buyerUuid(5), expires_at: plus(1200), created_at: plus(600) });
    } finally {
      t.clock.set(SEATING_NOW);
    }
  });

  describe('unlock-seat', () => {
    it("releases the buyer's seat once, then answers SEAT_UNLOCK_FAILED", async () => {
      const me = buyerUuid(10);
      expect((await seats.hold(me, P.release, HALL, 1, ROW.A)).statusCode).toBe(200);
      const res = await seats.release(me, P.release, HALL, 1, ROW.A);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, releasedSeats: ['21_1_1'] });
      expect(await claimOf(P.release, fixtureSeatId(HALL, 1, ROW.A))).toBeUndefined();
      const again = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/unlock-seat?lang=en',
        headers: { uuid: me },
        payload: { seat: { PresentationId: P.release, VenueId: 200, VenueSectionId: 21, XCoordinate: 1, YCoordinate: 1 } },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ error: 'SEAT_UNLOCK_FAILED', message: 'Error unlocking the seat' });
    });

    it("never releases another buyer's seat", async () => {
      expect((await seats.hold(buyerUuid(11), P.release, HALL, 3, ROW.A)).statusCode).toBe(200);
      expect((await seats.release(buyerUuid(12), P.release, HALL, 3, ROW.A)).json().error.error).toBe('SEAT_UNLOCK_FAILED');
      expect((await claimOf(P.release, fixtureSeatId(HALL, 3, ROW.A)))?.buyer_uuid).toBe(buyerUuid(11));
    });
  });

  describe('sofas', () => {
    it('holds and releases both halves together', async () => {
      const me = buyerUuid(20);
      const res = await seats.hold(me, P.release, HALL, 2, ROW.C);
      expect(res.statusCode).toBe(200);
      expect(res.json().lockedSeat).toMatchObject({
        XCoordinate: 2,
        sofaSide: 'R',
        linkedSeats: [{ VenueSectionId: 21, XCoordinate: 1, YCoordinate: 3, key: '21_1_3', SeatName: '8', RowName: 'C' }],
      });
      // These answers are written without zod's pass (http/answer-serializers.ts): they must still be the contract, exactly.
      expect(LockSeatResponseSchema.strict().parse(res.json())).toEqual(res.json());
      expect((await claimsOf(P.release)).filter((c) => c.buyer_uuid === me).map((c) => c.seat_id)).toEqual([
        fixtureSeatId(HALL, 1, ROW.C),
        fixtureSeatId(HALL, 2, ROW.C),
      ]);
      const released = await seats.release(me, P.release, HALL, 1, ROW.C);
      expect(released.json().releasedSeats).toEqual(['21_1_3', '21_2_3']);
      expect(UnlockSeatResponseSchema.strict().parse(released.json())).toEqual(released.json());
      expect((await claimsOf(P.release)).filter((c) => c.buyer_uuid === me)).toEqual([]);
    });

    it('refuses a sofa whose other half someone else has', async () => {
      await insertClaim(P.release, fixtureSeatId(HALL, 3, ROW.C), buyerUuid(29));
      expect((await seats.hold(buyerUuid(21), P.release, HALL, 4, ROW.C)).json().error.error).toBe('SEAT_NOT_AVAILABLE');
      expect(await claimOf(P.release, fixtureSeatId(HALL, 4, ROW.C))).toBeUndefined();
    });
  });

  describe('seat rules', () => {
    it("limits seats per transaction with the presentation's maximum", async () => {
      const me = buyerUuid(30);
      expect((await seats.hold(me, P.max2, HALL, 1, ROW.B + 0)).statusCode).toBe(200);
      expect((await seats.hold(me, P.max2, HALL, 2, ROW.B)).statusCode).toBe(200);
      const third = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seat?lang=en',
        headers: { uuid: me },
        payload: { seat: { PresentationId: P.max2, VenueId: 200, VenueSectionId: 21, XCoordinate: 3, YCoordinate: 2 } },
      });
      expect(third.statusCode).toBe(422);
      expect(third.json()).toEqual({
        error: { error: 'MAX_SEATS_EXCEEDED', message: 'You cannot select more than 2 seats', details: { max: 2 } },
      });
      const he = await seats.hold(me, P.max2, HALL, 3, ROW.B);
      expect(he.json().error.message).toBe('לא ניתן לבחור יותר מ-2 מקומות');
    });

    it('keeps one price level per selection', async () => {
      const me = buyerUuid(31);
      expect((await seats.hold(me, P.holdOrder, HALL, 1, ROW.A)).statusCode).toBe(200);
      const premium = await seats.hold(me, P.holdOrder, HALL, 1, ROW.D);
      expect(premium.statusCode).toBe(422);
      expect(premium.json().error.error).toBe('SEAT_PRICE_LEVEL_MISMATCH');
    });

    it('refuses premium seats in a hold order, and sells them in a normal one', async () => {
      const hold = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seat?lang=en',
        headers: { uuid: buyerUuid(32) },
        payload: {
          seat: { PresentationId: P.holdOrder, VenueId: 200, VenueSectionId: 21, XCoordinate: 4, YCoordinate: 4 },
          orderType: 'hold',
        },
      });
      expect(hold.statusCode).toBe(409);
      expect(hold.json().error).toEqual({
        error: 'PREMIUM_SEAT_NOT_HOLDABLE',
        message: 'Premium seats cannot be held without payment, please switch to a normal order',
      });
      const normal = await seats.hold(buyerUuid(32), P.holdOrder, HALL, 4, ROW.D, { orderType: 'normal' });
      expect(normal.json().lockedSeat).toMatchObject({ isPremium: true, TicketGroupId: 22, TicketGroupName: 'פרימיום' });
    });

    it('flags accessible and limited-view seats for confirmation', async () => {
      const accessible = (await seats.hold(buyerUuid(33), P.holdOrder, HALL, 1, ROW.B)).json().lockedSeat;
      expect(accessible).toMatchObject({ isAccessible: true, needsConfirmation: ['accessible'] });
      const limited = (await seats.hold(buyerUuid(34), P.holdOrder, HALL, 8, ROW.B)).json().lockedSeat;
      expect(limited).toMatchObject({ isLimitedView: true, needsConfirmation: ['limitedView'] });
    });

    it('lets a buyer pick seat by seat but refuses a single empty seat it could not fill', async () => {
      await insertClaim(P.gaps, fixtureSeatId(HALL, 1, ROW.A), buyerUuid(49));
      // A2 is left single next to another party, but the buyer may still take it.
      expect((await seats.hold(buyerUuid(40), P.gaps, HALL, 3, ROW.A)).statusCode).toBe(200);
      await insertClaim(P.max2, fixtureSeatId(HALL, 1, ROW.A), buyerUuid(49));
      expect((await seats.hold(buyerUuid(41), P.max2, HALL, 3, ROW.A)).statusCode).toBe(200);
      // With a limit of two, A3 and A5 would leave A2 and A4 single: four seats would be needed to fix that.
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seat?lang=en',
        headers: { uuid: buyerUuid(41) },
        payload: { seat: { PresentationId: P.max2, VenueId: 200, VenueSectionId: 21, XCoordinate: 5, YCoordinate: 1 } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        error: 'SEAT_GAP_NOT_ALLOWED',
        message: 'Please do not leave a single empty seat between or beside your seats',
      });
    });

    it('leaves a vacant seat next to other parties where the event requires it', async () => {
      await insertClaim(P.vacant, fixtureSeatId(HALL, 4, ROW.A), buyerUuid(59));
      const next = await seats.hold(buyerUuid(50), P.vacant, HALL, 5, ROW.A);
      expect(next.statusCode).toBe(409);
      expect(next.json().error.error).toBe('VACANT_SEAT_REQUIRED');
      expect((await seats.hold(buyerUuid(50), P.vacant, HALL, 6, ROW.A)).statusCode).toBe(200);
    });

    it('under seating policy 3 refuses a seat that would strand a single seat next to a taken one', async () => {
      await insertClaim(P.policy3, fixtureSeatId(HALL, 1, ROW.A), buyerUuid(69));
      expect((await seats.hold(buyerUuid(60), P.policy3, HALL, 3, ROW.A)).json().error.error).toBe('SEAT_NOT_AVAILABLE');
      expect((await seats.hold(buyerUuid(60), P.policy3, HALL, 2, ROW.A)).statusCode).toBe(200);
      expect((await seats.hold(buyerUuid(60), P.policy3, HALL, 3, ROW.A)).statusCode).toBe(200);
    });
  });

  describe('sale rules', () => {
    const holdIn = (presentationId: number, venueId = 200) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seat?lang=en',
        headers: { uuid: buyerUuid(70) },
        payload: { seat: { PresentationId: presentationId, VenueId: venueId, VenueSectionId: 21, XCoordinate: 1, YCoordinate: 1 } },
      });

    it('blocks web booking at an offline branch', async () => {
      const res = await holdIn(P.offline, SEATING.venues.offlineHall);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        error: 'LOCATION_OFFLINE',
        message: 'The branch is offline, please try later or use the box office',
      });
    });

    it('refuses before the sale window with its local start, and after ticketing ended', async () => {
      const early = await holdIn(P.notYetOnSale);
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toEqual({
        error: 'TICKETING_NOT_STARTED',
        message: 'Ticket sale begins on 2026-11-25 10:00',
        details: { date: '2026-11-25 10:00' },
      });
      expect((await holdIn(P.ended)).json().error.error).toBe('TICKETING_ENDED');
    });

    it('answers PRESENTATION_NOT_FOUND for unknown and cancelled presentations', async () => {
      expect((await holdIn(999_999)).statusCode).toBe(404);
      expect((await holdIn(P.cancelled)).json().error.error).toBe('PRESENTATION_NOT_FOUND');
    });
  });

  describe('lock-seats (batch)', () => {
    it('holds several seats all or nothing', async () => {
      const body = (xs: number[]) => ({
        presentationId: P.release,
        seats: xs.map((x) => ({ VenueSectionId: '21', XCoordinate: String(x), YCoordinate: 2 })),
      });
      await insertClaim(P.release, fixtureSeatId(HALL, 6, ROW.B), buyerUuid(89));
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seats',
        headers: { uuid: buyerUuid(80) },
        payload: body([4, 5, 6]),
      });
      expect(refused.json().error.error).toBe('SEAT_NOT_AVAILABLE');
      expect((await claimsOf(P.release)).filter((c) => c.buyer_uuid === buyerUuid(80))).toEqual([]);
      const ok = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seats',
        headers: { uuid: buyerUuid(80) },
        payload: body([3, 4, 5]),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().lockedSeats.map((s: { key: string }) => s.key)).toEqual(['21_3_2', '21_4_2', '21_5_2']);
    });
  });

  describe('general admission', () => {
    const GA = SEATING.sections.gaFloor;

    it('picks a free place whatever the coordinates asked, within the capacity', async () => {
      const taken = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await seats.hold(buyerUuid(100 + i), P.ga, GA, 5, 2, {}, SEATING.venues.gaHall);
        expect(res.statusCode).toBe(200);
        const seat = res.json().lockedSeat;
        expect(seat.VenueSectionId).toBe(GA);
        taken.add(seat.key);
      }
      // Capacity 6: the first six places of the plan (row 1 and the first seat of row 2), each given once.
      expect([...taken].sort()).toEqual(['24_1_1', '24_1_2', '24_2_1', '24_3_1', '24_4_1', '24_5_1']);
      const full = await seats.hold(buyerUuid(106), P.ga, GA, 5, 2, {}, SEATING.venues.gaHall);
      expect(full.statusCode).toBe(409);
      expect(full.json().error.error).toBe('NOT_ENOUGH_SEATS');
    });

    it('releases the place the server picked', async () => {
      const held = await t.database.db
        .selectFrom('seat_claims')
        .select('seat_id')
        .where('presentation_id', '=', P.ga)
        .where('buyer_uuid', '=', buyerUuid(100))
        .executeTakeFirstOrThrow();
      const x = held.seat_id % 10;
      const y = Math.floor((held.seat_id % 1000) / 10);
      expect((await seats.release(buyerUuid(100), P.ga, GA, x, y, SEATING.venues.gaHall)).statusCode).toBe(200);
      expect((await seats.hold(buyerUuid(106), P.ga, GA, 1, 1, {}, SEATING.venues.gaHall)).json().lockedSeat.key).toBe(`24_${x}_${y}`);
    });

    it('picks within a non-reserved section of a reserved presentation', async () => {
      const res = await seats.hold(buyerUuid(110), P.release, SEATING.sections.standing, 3, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json().lockedSeat.VenueSectionId).toBe(SEATING.sections.standing);
    });
  });
});
