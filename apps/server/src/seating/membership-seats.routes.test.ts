import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { buyerUuid, createSeatingTestApp } from '../testing/seating/seating-test-app';

const P = SEATING.presentations;
const HALL = SEATING.sections.hall;
const SEASON = [P.season1, P.season2, P.season3];

describe.each(testEngines())('membership and enrolment seats on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const heldBy = async (buyer: string) =>
    (
      await t.database.db
        .selectFrom('seat_claims')
        .select(['presentation_id', 'seat_id'])
        .where('buyer_uuid', '=', buyer)
        .orderBy('presentation_id')
        .orderBy('seat_id')
        .execute()
    ).map((r) => [r.presentation_id, r.seat_id]);
  const memberSeat = (
    x: number,
    y: number,
    selections: unknown = [{ MembershipPriceId: 311, selectedQuantity: 2 }],
    membershipId: number = SEATING.memberships.season,
  ) => ({
    seat: {
      MembershipId: membershipId,
      VenueId: 200,
      VenueSeatplanId: 2000,
      VenueSectionId: '21',
      TicketGroupId: 21,
      XCoordinate: String(x),
      YCoordinate: String(y),
      selections,
    },
  });
  const holdMemberSeat = (buyer: string, body: unknown, lang = 'he') =>
    t.app.inject({ method: 'PUT', url: `/api/membership/lock-seat?lang=${lang}`, headers: { uuid: buyer }, payload: body as object });
  const enrol = (buyer: string, body: Record<string, unknown>, action: 'lock-seat' | 'unlock-seat' = 'lock-seat') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/enroll/${SEATING.memberships.season}/${action}?lang=en`,
      headers: { uuid: buyer },
      payload: {
        venueId: 200,
        seatplanId: 2000,
        sectionId: 21,
        ticketGroupId: 21,
        seasonId: 2026,
        selections: [{ MembershipPriceId: '312', selectedQuantity: '1' }],
        ...body,
      },
    });

  it('answers the plan of the membership with the seats free in all its fixed presentations', async () => {
    await t.database.db
      .insertInto('seat_claims')
      .values({
        presentation_id: P.season3,
        seat_id: fixtureSeatId(HALL, 8, 1),
        buyer_uuid: buyerUuid(99),
        status: 'sold',
        expires_at: null,
        created_at: SEATING_NOW.toISOString(),
        updated_at: SEATING_NOW.toISOString(),
      })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/membership/seatplan?membershipId=31&lang=en',
      headers: { uuid: buyerUuid(1) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      membershipId: 31,
      seasonId: 2026,
      venueId: 200,
      seatplanId: 2000,
      presentations: [
        { id: P.basic, isRequired: false },
        { id: P.season1, isRequired: true },
        { id: P.season2, isRequired: true },
        { id: P.season3, isRequired: true },
      ],
    });
    expect(body.seatplan.S['21'].n).toBe('Hall');
    expect(Object.keys(body.seats)).toHaveLength(44);
    expect(body.seats['21_8_1']).toBeUndefined();
    expect(body.seats['21_7_1']).toBe(0);
    const enrolPlan = await t.app.inject({ method: 'GET', url: '/api/enroll/31/seatplan' });
    expect(enrolPlan.json()).toMatchObject({ membershipId: 31, seatplanId: 2000 });
  });

  it('answers MEMBERSHIP_NOT_FOUND for unknown and inactive memberships', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/membership/seatplan?membershipId=999&lang=en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ error: 'MEMBERSHIP_NOT_FOUND', message: 'Membership not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/enroll/33/seatplan' })).json().error.error).toBe('MEMBERSHIP_NOT_FOUND');
  });

  it("holds a member's seat in every required presentation of a series at once", async () => {
    const me = buyerUuid(2);
    const res = await holdMemberSeat(me, memberSeat(1, 1), 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lockedSeat: {
        MembershipId: 31,
        presentationIds: SEASON,
        PresentationId: P.season1,
        key: '21_1_1',
        SeatName: '8',
        RowName: 'A',
        step: 'chooseSeats',
      },
      selections: [{ MembershipPriceId: 311, selectedQuantity: 2 }],
    });
    expect(await heldBy(me)).toEqual(SEASON.map((p) => [p, fixtureSeatId(HALL, 1, 1)]));
    // The membership's own status view now shows the seat as the buyer's.
    const plan = (await t.app.inject({ method: 'GET', url: '/api/membership/seatplan?membershipId=31', headers: { uuid: me } })).json();
    expect(plan.seats['21_1_1']).toBe(0);
    const other = (
      await t.app.inject({ method: 'GET', url: '/api/membership/seatplan?membershipId=31', headers: { uuid: buyerUuid(3) } })
    ).json();
    expect(other.seats['21_1_1']).toBeUndefined();
  });

  it('holds nothing when the seat is taken in one of the presentations', async () => {
    const me = buyerUuid(4);
    const res = await holdMemberSeat(me, memberSeat(8, 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.error).toBe('SEAT_NOT_AVAILABLE');
    expect(await heldBy(me)).toEqual([]);
  });

  it('allows as many seats as the selected quantities, and needs selections', async () => {
    const me = buyerUuid(5);
    const one = [{ MembershipPriceId: 321, selectedQuantity: 1 }];
    expect((await holdMemberSeat(me, memberSeat(1, 2, one, SEATING.memberships.club))).statusCode).toBe(200);
    // A membership without required presentations holds the seat in all of them.
    expect(await heldBy(me)).toEqual([P.season1, P.season2].map((p) => [p, fixtureSeatId(HALL, 1, 2)]));
    const second = await holdMemberSeat(me, memberSeat(2, 2, one, SEATING.memberships.club), 'en');
    expect(second.json().error).toMatchObject({ error: 'MAX_SEATS_EXCEEDED', details: { max: 1 } });
    const none = await holdMemberSeat(me, memberSeat(3, 2, [], SEATING.memberships.club), 'en');
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ error: 'SEAT_LOCK_NO_SELECTIONS', message: 'Error occurred' });
    const foreignPrice = await holdMemberSeat(
      me,
      memberSeat(3, 2, [{ MembershipPriceId: 311, selectedQuantity: 1 }], SEATING.memberships.club),
    );
    expect(foreignPrice.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'selections' } });
  });

  it("releases a member's seat in all its presentations", async () => {
    const me = buyerUuid(2);
    const res = await t.app.inject({ method: 'PUT', url: '/api/membership/unlock-seat', headers: { uuid: me }, payload: memberSeat(1, 1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, releasedSeats: ['21_1_1'] });
    expect(await heldBy(me)).toEqual([]);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/membership/unlock-seat',
      headers: { uuid: me },
      payload: memberSeat(1, 1),
    });
    expect(again.json().error.error).toBe('SEAT_UNLOCK_FAILED');
  });

  describe('enrolment', () => {
    it('holds the fixed seat across the required presentations, all or nothing', async () => {
      const me = buyerUuid(6);
      const res = await enrol(me, { x: '3', y: '1', presentationId: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json().lockedSeat.presentationIds).toEqual(SEASON);
      expect(await heldBy(me)).toEqual(SEASON.map((p) => [p, fixtureSeatId(HALL, 3, 1)]));
      const blocked = await enrol(buyerUuid(7), { x: 8, y: 1, selections: [{ MembershipPriceId: 312, selectedQuantity: 4 }] });
      expect(blocked.json().error.error).toBe('SEAT_NOT_AVAILABLE');
      expect(await heldBy(buyerUuid(7))).toEqual([]);
      const released = await enrol(me, { x: 3, y: 1 }, 'unlock-seat');
      expect(released.json()).toEqual({ success: true, releasedSeats: ['21_3_1'] });
      expect(await heldBy(me)).toEqual([]);
    });

    it('holds the seat of one choice event when presentationId is given', async () => {
      const me = buyerUuid(8);
      // A sofa is two seats: one selected seat is not enough.
      expect((await enrol(me, { x: 1, y: 3, presentationId: P.basic })).json().error).toMatchObject({
        error: 'MAX_SEATS_EXCEEDED',
        details: { max: 1 },
      });
      const res = await enrol(me, { x: 1, y: 3, presentationId: P.basic, selections: [{ MembershipPriceId: 312, selectedQuantity: 2 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().lockedSeat).toMatchObject({ presentationIds: [P.basic], sofaSide: 'L', linkedSeats: [{ key: '21_2_3' }] });
      expect(await heldBy(me)).toEqual([
        [P.basic, fixtureSeatId(HALL, 1, 3)],
        [P.basic, fixtureSeatId(HALL, 2, 3)],
      ]);
    });

    it('refuses a presentation outside the membership and another season', async () => {
      expect((await enrol(buyerUuid(9), { x: 1, y: 1, presentationId: P.policy3 })).json().error.error).toBe('PRESENTATION_NOT_FOUND');
      expect((await enrol(buyerUuid(9), { x: 1, y: 1, seasonId: 2025 })).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'seasonId' },
      });
      expect((await enrol(buyerUuid(9), { x: 1, y: 1, venueId: 201 })).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'venueId' },
      });
    });
  });
});
