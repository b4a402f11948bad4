import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { CART, cartBuyer } from '../testing/cart-test-fixture';
import { card, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { fixtureSeatId, SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { smsLoginCookie } from '../testing/sms-login';
import { openSse } from '../testing/seating/sse-client';

const num = (key: keyof typeof SANDBOX_TEST_CARDS) => SANDBOX_TEST_CARDS[key].number.replace(/\s/g, '');
const P = SEATING.presentations;
/** The season membership's fixed (required) presentations. */
const SEASON = [P.season1, P.season2, P.season3];
const FULL = SEATING.membershipPrices.seasonA;
/** Noa Cohen, the cart fixture's customer 601. */
const NOA_MOBILE = '0521234567';
const season = (quantity: number, seats?: Array<[number, number]>, section: number = SEATING.sections.hall) => ({
  memberships: [
    {
      MembershipId: SEATING.memberships.season,
      prices: [{ MembershipPriceId: FULL, selectedQuantity: quantity }],
      ...(seats ? { seats: seats.map(([x, y]) => ({ VenueSectionId: section, XCoordinate: x, YCoordinate: y })) } : {}),
    },
  ],
});

/** Spec 2, 5, 7: a membership with seats sells the buyer's held membership seats with its members. */
describe.each(testEngines())('buying a membership with seats on %s', (engine) => {
  let t: CommitTestApp;
  let buyerSeq = 9600;
  let captureFails = false;
  let cookie = '';
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, {
      wrapProvider: (provider) => {
        const wrapped = Object.create(provider) as typeof provider;
        wrapped.capture = (id, key) =>
          captureFails ? Promise.resolve({ status: 'rejected', reason: 'provider_error' } as never) : provider.capture(id, key);
        return wrapped;
      },
    });
    cookie = await smsLogin(NOA_MOBILE);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    captureFails = false;
  });

  const call = (options: InjectOptions, withCookie = true) =>
    t.app.inject({ ...options, headers: { ...(options.headers as Record<string, string>), ...(withCookie ? { cookie } : {}) } });
  const commit = (uuid: string, body: Record<string, unknown>, cardKey: keyof typeof SANDBOX_TEST_CARDS = 'approveVisa') =>
    call({
      method: 'POST',
      url: '/api/payment/commit?lang=en',
      headers: { uuid },
      payload: { cart: { ...body, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num(cardKey)) } },
    });
  const holdMemberSeat = (buyer: string, x: number, y: number, quantity = 2, section: number = SEATING.sections.hall) =>
    call(
      {
        method: 'PUT',
        url: '/api/membership/lock-seat?lang=en',
        headers: { uuid: buyer },
        payload: {
          seat: {
            MembershipId: SEATING.memberships.season,
            VenueId: 200,
            VenueSeatplanId: 2000,
            VenueSectionId: section,
            TicketGroupId: 21,
            XCoordinate: x,
            YCoordinate: y,
            selections: [{ MembershipPriceId: FULL, selectedQuantity: quantity }],
          },
        },
      },
      false,
    );
  const claimsOf = (seatIds: number[]) =>
    db()
      .selectFrom('seat_claims')
      .select(['presentation_id', 'seat_id', 'status', 'reservation_id', 'buyer_uuid'])
      .where('seat_id', 'in', seatIds)
      .where('presentation_id', 'in', SEASON)
      .orderBy('presentation_id')
      .orderBy('seat_id')
      .execute();
  const seatId = (x: number, y: number) => fixtureSeatId(SEATING.sections.hall, x, y);

  /** Logs in by SMS code as the owner of the mobile number would (the code read from the outbox). */
  const smsLogin = (mobile: string) => smsLoginCookie(t.app, db(), mobile, CART.presentation(1));

  it('sells the two held seats in every fixed presentation with the two members; nobody else can hold them', async () => {
    const buyer = cartBuyer(++buyerSeq);
    expect((await holdMemberSeat(buyer, 1, 1)).statusCode).toBe(200);
    expect((await holdMemberSeat(buyer, 2, 1)).statusCode).toBe(200);
    const res = await commit(
      buyer,
      season(2, [
        [1, 1],
        [2, 1],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const memberNumbers = res.json().memberNumbers as string[];
    expect(memberNumbers).toHaveLength(2);
    const order = await db()
      .selectFrom('reservations')
      .select(['id', 'status'])
      .where('identifier', '=', res.json().reservationIdentifier)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('confirmed');

    const claims = await claimsOf([seatId(1, 1), seatId(2, 1)]);
    expect(claims).toHaveLength(6);
    expect(claims.every((c) => c.status === 'sold' && c.reservation_id === order.id)).toBe(true);
    const tickets = await db()
      .selectFrom('reservation_tickets as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select(['t.presentation_id', 't.seat_id', 't.status', 'm.member_number'])
      .where('t.reservation_id', '=', order.id)
      .execute();
    expect(tickets).toHaveLength(6);
    expect(new Set(tickets.map((t) => t.member_number))).toEqual(new Set(memberNumbers));
    for (const p of SEASON) expect(tickets.filter((t) => t.presentation_id === p).map((t) => t.seat_id)).toHaveLength(2);

    // The e-ticket of the order shows the members' seats, one ticket per seat and event.
    const document = await t.app.inject({ method: 'GET', url: `/api/edocuments/${res.json().documentKey}?lang=en` });
    expect(document.statusCode, document.body).toBe(200);
    const shown = document.json().reservation.presentations as Array<{ presentationId: number; tickets: Array<{ rowName: string }> }>;
    expect(shown.map((p) => [p.presentationId, p.tickets.length])).toEqual(SEASON.map((p) => [p, 2]));

    const other = await holdMemberSeat(cartBuyer(++buyerSeq), 1, 1, 1);
    expect(other.json().error.error).toBe('SEAT_NOT_AVAILABLE');
    // Spec 4 Commit: a second commit of the order is refused; no further member is made.
    const again = await commit(
      buyer,
      season(2, [
        [1, 1],
        [2, 1],
      ]),
    );
    expect(again.json().error.error).toBe('ALREADY_COMMITTED');
    expect(await db().selectFrom('members').select('id').where('purchase_reservation_id', '=', order.id).execute()).toHaveLength(2);
  });

  it('sells all the held seats when the line names none; counts them against the quantity', async () => {
    const buyer = cartBuyer(++buyerSeq);
    expect((await holdMemberSeat(buyer, 3, 1, 1)).statusCode).toBe(200);
    const twoForOne = await commit(buyer, season(2));
    expect(twoForOne.json().error.error).toBe('MEMBERSHIP_SEATS_MISMATCH');
    const mismatch = await call({
      method: 'POST',
      url: '/api/cart?lang=en',
      headers: { uuid: buyer },
      payload: { cart: season(2, [[3, 1]]) },
    });
    expect(mismatch.json().error.error).toBe('MEMBERSHIP_SEATS_MISMATCH');
    const res = await commit(buyer, season(1));
    expect(res.statusCode, res.body).toBe(200);
    expect((await claimsOf([seatId(3, 1)])).map((c) => c.status)).toEqual(['sold', 'sold', 'sold']);
  });

  it("announces the member's seats sold on each fixed presentation's live stream once the order is paid", async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const buyer = cartBuyer(++buyerSeq);
    expect((await holdMemberSeat(buyer, 1, 10, 1)).statusCode).toBe(200);
    const stream = await openSse(`${base}/api/seats/presentations/${P.season2}/events`);
    try {
      await stream.next((m) => m.event === 'ready');
      expect((await commit(buyer, season(1, [[1, 10]]))).statusCode).toBe(200);
      const sold = await stream.next((m) => m.event === 'seats' && m.data.includes('"sold"'), 2000);
      expect(JSON.parse(sold.data)).toMatchObject({
        presentationId: P.season2,
        changes: [{ seat: `${SEATING.sections.hall}_1_10`, state: 'sold' }],
      });
    } finally {
      stream.close();
    }
  });

  it('refuses a seat the buyer no longer holds: SEAT_LOCK_EXPIRED, and no member is written', async () => {
    const buyer = cartBuyer(++buyerSeq);
    expect((await holdMemberSeat(buyer, 4, 1, 1)).statusCode).toBe(200);
    await db()
      .updateTable('seat_claims')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('buyer_uuid', '=', buyer)
      .where('presentation_id', '=', P.season2)
      .execute();
    const before = await db().selectFrom('members').select('id').execute();
    const res = await commit(buyer, season(1, [[4, 1]]));
    expect(res.json().error.error).toBe('SEAT_LOCK_EXPIRED');
    expect(await db().selectFrom('members').select('id').execute()).toHaveLength(before.length);
    expect((await claimsOf([seatId(4, 1)])).every((c) => c.status === 'held')).toBe(true);
  });

  it('a payment that cannot be captured cancels the order and frees its seats', async () => {
    const buyer = cartBuyer(++buyerSeq);
    const held = await holdMemberSeat(buyer, 5, 2, 1);
    expect(held.statusCode, held.body).toBe(200);
    captureFails = true;
    const failed = await commit(buyer, season(1, [[5, 2]]));
    expect(failed.json().error.error).toBe('PAYMENT_ERROR');
    expect(await claimsOf([seatId(5, 2)])).toEqual([]);
    const tickets = await db()
      .selectFrom('reservation_tickets')
      .select('status')
      .where('seat_id', '=', seatId(5, 2))
      .where('presentation_id', 'in', SEASON)
      .execute();
    expect(tickets.map((t) => t.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    captureFails = false;
    const again = cartBuyer(++buyerSeq);
    expect((await holdMemberSeat(again, 5, 2, 1)).statusCode).toBe(200);
  });

  it('two buyers racing for the same membership seat: exactly one holds it', async () => {
    const buyers = [cartBuyer(++buyerSeq), cartBuyer(++buyerSeq)];
    const answers = await Promise.all(buyers.map((b) => holdMemberSeat(b, 8, 2, 1)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const claims = await claimsOf([seatId(8, 2)]);
    expect(claims).toHaveLength(3);
    expect(new Set(claims.map((c) => c.buyer_uuid)).size).toBe(1);
  });

  it('sells a sofa whole: a named half brings its other half, a seat of its own, so a lone half is refused', async () => {
    const buyer = cartBuyer(++buyerSeq);
    const held = await holdMemberSeat(buyer, 3, 3, 2);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().lockedSeat.linkedSeats).toEqual([expect.objectContaining({ key: `${SEATING.sections.hall}_4_3` })]);
    // One member cannot take a sofa's half: the pair is two seats.
    expect((await commit(buyer, season(1, [[3, 3]]))).json().error.error).toBe('MEMBERSHIP_SEATS_MISMATCH');
    // Two members buy both halves, each a member's seat in every fixed presentation.
    const res = await commit(
      buyer,
      season(2, [
        [3, 3],
        [4, 3],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const claims = await claimsOf([seatId(3, 3), seatId(4, 3)]);
    expect(claims).toHaveLength(6);
    expect(claims.every((c) => c.status === 'sold')).toBe(true);
    const tickets = await db()
      .selectFrom('reservation_tickets')
      .select(['seat_id', 'member_id'])
      .where('seat_id', 'in', [seatId(3, 3), seatId(4, 3)])
      .where('presentation_id', 'in', SEASON)
      .execute();
    expect(tickets).toHaveLength(6);
    expect(new Set(tickets.map((t) => t.member_id)).size).toBe(2);
  });

  it('reads, moves to a step and extends once the membership seat holds in every fixed presentation', async () => {
    const buyer = cartBuyer(++buyerSeq);
    const held = await holdMemberSeat(buyer, 1, 2, 1);
    expect(held.statusCode, held.body).toBe(200);
    const holds = await call(
      { method: 'GET', url: `/api/membership/holds?membershipId=${SEATING.memberships.season}&lang=en`, headers: { uuid: buyer } },
      false,
    );
    expect(holds.statusCode, holds.body).toBe(200);
    expect(holds.json()).toMatchObject({ presentationId: SEASON[0], step: 'chooseSeats', extended: false });
    expect(holds.json().seats.map((s: { key: string }) => s.key)).toEqual([`${SEATING.sections.hall}_1_2`]);
    const expiries = async () =>
      (await db().selectFrom('seat_claims').select('expires_at').where('buyer_uuid', '=', buyer).execute()).map((r) => r.expires_at);
    const before = await expiries();
    const moved = await call(
      {
        method: 'PUT',
        url: '/api/membership/step?lang=en',
        headers: { uuid: buyer },
        payload: { membershipId: SEATING.memberships.season, step: 'customerInfo' },
      },
      false,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().step).toBe('customerInfo');
    const steps = await db().selectFrom('seat_claims').select('step').where('buyer_uuid', '=', buyer).execute();
    expect(steps.map((r) => r.step)).toEqual(['customerInfo', 'customerInfo', 'customerInfo']);
    expect(await expiries()).not.toEqual(before);
    // The holds lapse; the one extension brings them back in every presentation, a second is refused.
    const lapsedAt = new Date(t.clock.now().getTime() - 1000).toISOString();
    await db().updateTable('seat_claims').set({ expires_at: lapsedAt }).where('buyer_uuid', '=', buyer).execute();
    const extend = () =>
      call(
        {
          method: 'PUT',
          url: '/api/membership/extend?lang=en',
          headers: { uuid: buyer },
          payload: { membershipId: SEATING.memberships.season },
        },
        false,
      );
    const extended = await extend();
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().extended).toBe(true);
    const renewed = await expiries();
    expect(renewed).toHaveLength(3);
    expect(renewed.every((e) => e !== null && Date.parse(e) >= Date.parse(extended.json().expiresAt))).toBe(true);
    expect(renewed.every((e) => e !== null && !before.includes(e) && Date.parse(e) > Date.parse(lapsedAt))).toBe(true);
    expect((await extend()).json().error.error).toBe('SEAT_LOCK_EXTENSION_USED');
    // Nobody else can read or extend them: the holds are the buyer's.
    const stranger = await call(
      {
        method: 'GET',
        url: `/api/membership/holds?membershipId=${SEATING.memberships.season}&lang=en`,
        headers: { uuid: cartBuyer(++buyerSeq) },
      },
      false,
    );
    expect(stranger.json().seats).toEqual([]);
  });

  describe('with choice events (spec 2 enrolment: choice events, seats for those events)', () => {
    // The season membership asks for one choice event: its only one, the basic presentation, with a supplement.
    beforeAll(async () => {
      await db().updateTable('memberships').set({ choice_events: 1 }).where('id', '=', SEATING.memberships.season).execute();
      await db()
        .updateTable('membership_presentations')
        .set({ payable_amount_agorot: 2500 })
        .where('membership_id', '=', SEATING.memberships.season)
        .where('presentation_id', '=', P.basic)
        .execute();
    });
    afterAll(async () => {
      await db().updateTable('memberships').set({ choice_events: 0 }).where('id', '=', SEATING.memberships.season).execute();
    });

    const holdEnrolmentSeat = (buyer: string, x: number, y: number, quantity = 1, section: number = SEATING.sections.hall) =>
      call(
        {
          method: 'PUT',
          url: `/api/enroll/${SEATING.memberships.season}/lock-seat?lang=en`,
          headers: { uuid: buyer },
          payload: {
            venueId: 200,
            seatplanId: 2000,
            sectionId: section,
            x,
            y,
            presentationId: P.basic,
            selections: [{ MembershipPriceId: FULL, selectedQuantity: quantity }],
          },
        },
        false,
      );
    const withChoice = (
      quantity: number,
      fixed: Array<[number, number]>,
      chosen: Array<[number, number]>,
      section: number = SEATING.sections.hall,
    ) => {
      const cart = season(quantity, fixed, section);
      const line = cart.memberships[0]!;
      return {
        memberships: [
          {
            ...line,
            seats: [
              ...(line.seats ?? []),
              ...chosen.map(([x, y]) => ({ presentationId: P.basic, VenueSectionId: section, XCoordinate: x, YCoordinate: y })),
            ],
          },
        ],
      };
    };
    const basicClaims = (seatIds: number[]) =>
      db()
        .selectFrom('seat_claims')
        .select(['seat_id', 'status', 'reservation_id', 'buyer_uuid'])
        .where('presentation_id', '=', P.basic)
        .where('seat_id', 'in', seatIds)
        .execute();

    it('answers the plan of one choice event; a fixed event is not one', async () => {
      const plan = await call(
        { method: 'GET', url: `/api/enroll/${SEATING.memberships.season}/seatplan?presentationId=${P.basic}` },
        false,
      );
      expect(plan.statusCode, plan.body).toBe(200);
      expect(plan.json().seats[`${SEATING.sections.hall}_6_1`]).toBeDefined();
      const fixed = await call(
        { method: 'GET', url: `/api/enroll/${SEATING.memberships.season}/seatplan?presentationId=${P.season1}` },
        false,
      );
      expect(fixed.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'presentationId' } });
    });

    it('sells the fixed seats and the chosen event seats in one order, with the supplement, each a member ticket', async () => {
      const buyer = cartBuyer(++buyerSeq);
      expect((await holdMemberSeat(buyer, 8, 1, 2)).statusCode).toBe(200);
      expect((await holdMemberSeat(buyer, 7, 1, 2)).statusCode).toBe(200);
      expect((await holdEnrolmentSeat(buyer, 8, 1, 2)).statusCode).toBe(200);
      expect((await holdEnrolmentSeat(buyer, 7, 1, 2)).statusCode).toBe(200);
      // The holds of the choice event move to the details step with the fixed ones.
      const moved = await call(
        {
          method: 'PUT',
          url: '/api/membership/step?lang=en',
          headers: { uuid: buyer },
          payload: { membershipId: SEATING.memberships.season, step: 'customerInfo' },
        },
        false,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await db().selectFrom('seat_claims').select('step').where('buyer_uuid', '=', buyer).execute()).map((r) => r.step)).toEqual(
        Array(8).fill('customerInfo'),
      );
      const body = withChoice(
        2,
        [
          [8, 1],
          [7, 1],
        ],
        [
          [8, 1],
          [7, 1],
        ],
      );
      const priced = await call({ method: 'POST', url: '/api/cart?lang=en', headers: { uuid: buyer }, payload: { cart: body } });
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.json().cart.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ itemId: P.basic, quantity: 2, unitPrice: 25, total: 50 })]),
      );
      expect(priced.json().cart.total).toBe(600 + 50);
      const res = await commit(buyer, body);
      expect(res.statusCode, res.body).toBe(200);
      const order = await db()
        .selectFrom('reservations')
        .select(['id', 'status', 'total_agorot'])
        .where('identifier', '=', res.json().reservationIdentifier)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: 'confirmed', total_agorot: 65000 });
      const chosen = await basicClaims([seatId(8, 1), seatId(7, 1)]);
      expect(chosen.map((c) => [c.status, c.reservation_id])).toEqual([
        ['sold', order.id],
        ['sold', order.id],
      ]);
      const tickets = await db()
        .selectFrom('reservation_tickets')
        .select(['presentation_id', 'member_id', 'price_agorot'])
        .where('reservation_id', '=', order.id)
        .execute();
      expect(tickets).toHaveLength(8);
      const basic = tickets.filter((t) => t.presentation_id === P.basic);
      expect(basic.map((t) => t.price_agorot)).toEqual([2500, 2500]);
      expect(new Set(basic.map((t) => t.member_id)).size).toBe(2);
      expect(basic.every((t) => t.member_id !== null)).toBe(true);
    });

    it('refuses an order without its choice event, with seats not one per member, or a seat not held', async () => {
      const buyer = cartBuyer(++buyerSeq);
      const balcony = SEATING.sections.balcony;
      expect((await holdMemberSeat(buyer, 1, 1, 1, balcony)).statusCode).toBe(200);
      expect((await commit(buyer, season(1, [[1, 1]], balcony))).json().error).toMatchObject({
        error: 'MEMBERSHIP_CHOICE_EVENTS',
        details: { expected: 1 },
      });
      const twoSeats = withChoice(
        1,
        [[1, 1]],
        [
          [1, 1],
          [2, 1],
        ],
        balcony,
      );
      expect((await commit(buyer, twoSeats)).json().error.error).toBe('MEMBERSHIP_SEATS_MISMATCH');
      // Another buyer holds the choice seat: this buyer's order is refused and nothing of it is sold.
      const other = cartBuyer(++buyerSeq);
      expect((await holdEnrolmentSeat(other, 1, 1, 1, balcony)).statusCode).toBe(200);
      const before = await db().selectFrom('members').select('id').execute();
      expect((await commit(buyer, withChoice(1, [[1, 1]], [[1, 1]], balcony))).json().error.error).toBe('SEAT_LOCK_EXPIRED');
      expect(await db().selectFrom('members').select('id').execute()).toHaveLength(before.length);
      const fixedClaims = await db()
        .selectFrom('seat_claims')
        .select(['status', 'buyer_uuid'])
        .where('seat_id', '=', fixtureSeatId(balcony, 1, 1))
        .where('presentation_id', 'in', SEASON)
        .execute();
      expect(fixedClaims).toHaveLength(3);
      expect(fixedClaims.every((c) => c.status === 'held' && c.buyer_uuid === buyer)).toBe(true);
    });

    it('a failed capture frees the chosen event seats too', async () => {
      const buyer = cartBuyer(++buyerSeq);
      const balcony = SEATING.sections.balcony;
      expect((await holdMemberSeat(buyer, 4, 1, 1, balcony)).statusCode).toBe(200);
      expect((await holdEnrolmentSeat(buyer, 4, 1, 1, balcony)).statusCode).toBe(200);
      captureFails = true;
      const failed = await commit(buyer, withChoice(1, [[4, 1]], [[4, 1]], balcony));
      expect(failed.json().error.error).toBe('PAYMENT_ERROR');
      expect(
        await db()
          .selectFrom('seat_claims')
          .select('status')
          .where('seat_id', '=', fixtureSeatId(balcony, 4, 1))
          .where('presentation_id', '=', P.basic)
          .execute(),
      ).toEqual([]);
    });

    it('two buyers racing for one choice-event seat: exactly one holds it and exactly one order sells it', async () => {
      const buyers = [cartBuyer(++buyerSeq), cartBuyer(++buyerSeq)];
      const fixedSeats: Array<[number, number]> = [
        [1, 4],
        [2, 4],
      ];
      for (const [i, b] of buyers.entries())
        expect((await holdMemberSeat(b, fixedSeats[i]![0], fixedSeats[i]![1], 1)).statusCode).toBe(200);
      const answers = await Promise.all(buyers.map((b) => holdEnrolmentSeat(b, 5, 4)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const orders = await Promise.all(buyers.map((b, i) => commit(b, withChoice(1, [fixedSeats[i]!], [[5, 4]]))));
      expect(orders.map((o) => o.statusCode).sort()).toEqual([200, 410]);
      expect(orders.find((o) => o.statusCode === 410)?.json().error.error).toBe('SEAT_LOCK_EXPIRED');
      const claims = await basicClaims([seatId(5, 4)]);
      expect(claims).toHaveLength(1);
      expect(claims[0]).toMatchObject({ status: 'sold', buyer_uuid: buyers[answers.findIndex((a) => a.statusCode === 200)] });
    });
  });
});
