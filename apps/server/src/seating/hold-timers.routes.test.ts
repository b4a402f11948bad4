import { HOLD_EXTENSION_GRACE_MS } from '@kupa/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { buildAppOnDatabase, buyerUuid, createSeatingTestApp, seatCalls } from '../testing/seating/seating-test-app';

const P = SEATING.presentations;
const HALL = SEATING.sections.hall;
const at = (seconds: number) => new Date(SEATING_NOW.getTime() + seconds * 1000).toISOString();

describe.each(testEngines())('hold timers, steps and extension on %s', (engine) => {
  let t: TestApp;
  let seats: ReturnType<typeof seatCalls>;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
    seats = seatCalls(t.app);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.clock.set(SEATING_NOW);
  });

  const expiresOf = async (presentationId: number, buyer: string) =>
    await t.database.db
      .selectFrom('seat_claims')
      .select(['seat_id', 'expires_at', 'step'])
      .where('presentation_id', '=', presentationId)
      .where('buyer_uuid', '=', buyer)
      .orderBy('seat_id')
      .execute();

  it("gives holds each step's own timer, counted from the first time they enter that step", async () => {
    // Timers of this presentation: seats 600 s, tickets 300 s, customer info 900 s, products 120 s.
    const me = buyerUuid(1);
    expect((await seats.hold(me, P.timers, HALL, 1, 1)).json().lockedSeat.expiresAt).toBe(at(600));
    expect((await seats.hold(me, P.timers, HALL, 2, 1)).statusCode).toBe(200);
    t.clock.set(new Date(at(100)));
    const info = await seats.step(me, P.timers, 'customerInfo');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ presentationId: P.timers, step: 'customerInfo', expiresAt: at(1000), extended: false });
    expect(info.json().seats.map((s: { key: string }) => s.key)).toEqual(['21_1_1', '21_2_1']);
    expect(await expiresOf(P.timers, me)).toEqual([
      { seat_id: fixtureSeatId(HALL, 1, 1), expires_at: at(1000), step: 'customerInfo' },
      { seat_id: fixtureSeatId(HALL, 2, 1), expires_at: at(1000), step: 'customerInfo' },
    ]);
    // The customer-info timer was granted already: entering that step again renews nothing.
    t.clock.set(new Date(at(500)));
    expect((await seats.step(me, P.timers, 'customerInfo')).json().expiresAt).toBe(at(1000));
    // The products step has its own, shorter limit (spec 4): it counts from now, not the customer-info deadline.
    t.clock.set(new Date(at(600)));
    expect((await seats.step(me, P.timers, 'chooseProducts')).json()).toMatchObject({ step: 'chooseProducts', expiresAt: at(720) });
    const holds = await seats.holds(me, P.timers);
    expect(holds.json()).toMatchObject({ step: 'chooseProducts', expiresAt: at(720), seats: [{ key: '21_1_1' }, { key: '21_2_1' }] });
    // Back to customer info (granted already): the products deadline stays, so switching steps never renews.
    expect((await seats.step(me, P.timers, 'customerInfo')).json()).toMatchObject({ step: 'customerInfo', expiresAt: at(720) });
    expect((await seats.step(me, P.timers, 'chooseProducts')).json().expiresAt).toBe(at(720));
  });

  it('gives a new step a longer limit than the step before when its timer is longer', async () => {
    const me = buyerUuid(31);
    expect((await seats.hold(me, P.timers, HALL, 3, 1)).statusCode).toBe(200);
    expect((await seats.hold(me, P.timers, HALL, 4, 1)).statusCode).toBe(200);
    t.clock.set(new Date(at(50)));
    expect((await seats.step(me, P.timers, 'chooseTickets')).json()).toMatchObject({ step: 'chooseTickets', expiresAt: at(350) });
    t.clock.set(new Date(at(300)));
    expect((await seats.step(me, P.timers, 'customerInfo')).json()).toMatchObject({ step: 'customerInfo', expiresAt: at(1200) });
  });

  it('checks the whole selection when the buyer leaves seat choice', async () => {
    const me = buyerUuid(2);
    // A2 alone leaves A1 single at the row end: allowed while picking, refused when moving on.
    expect((await seats.hold(me, P.timers, HALL, 2, 2)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/step?lang=en',
      headers: { uuid: me },
      payload: { presentationId: P.timers, step: 'chooseTickets' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.error).toBe('SEAT_GAP_NOT_ALLOWED');
    expect((await expiresOf(P.timers, me))[0]?.step).toBe('chooseSeats');
    expect((await seats.hold(me, P.timers, HALL, 1, 2)).statusCode).toBe(200);
    expect((await seats.step(me, P.timers, 'chooseTickets')).statusCode).toBe(200);
  });

  it('lets the earlier of two racing adjacent parties go on when a vacant seat is required', async () => {
    // Two buyers who took holds next to each other at the same time (neither hold saw the other) meet at the step.
    const [early, late] = [buyerUuid(3), buyerUuid(4)];
    const row = (seatId: number, buyer: string, since: string) => ({
      presentation_id: P.vacant,
      seat_id: seatId,
      buyer_uuid: buyer,
      status: 'held' as const,
      expires_at: at(600),
      created_at: since,
      updated_at: since,
    });
    await t.database.db
      .insertInto('seat_claims')
      .values([
        row(fixtureSeatId(HALL, 1, 5), early, at(0)),
        row(fixtureSeatId(HALL, 2, 5), late, at(1)),
        row(fixtureSeatId(HALL, 3, 5), late, at(1)),
      ])
      .execute();
    expect((await seats.step(late, P.vacant, 'chooseTickets')).json().error.error).toBe('VACANT_SEAT_REQUIRED');
    expect((await seats.step(early, P.vacant, 'chooseTickets')).statusCode).toBe(200);
  });

  it('answers SEAT_LOCK_EXPIRED when the buyer has no live hold', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/step?lang=en',
      headers: { uuid: buyerUuid(5) },
      payload: { presentationId: P.timers, step: 'chooseTickets' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toEqual({ error: 'SEAT_LOCK_EXPIRED', message: 'Your seat reservation time has expired' });
    expect((await seats.hold(buyerUuid(5), P.timers, HALL, 1, 3)).statusCode).toBe(200);
    t.clock.set(new Date(at(601)));
    expect((await seats.step(buyerUuid(5), P.timers, 'chooseSeats')).json().error.error).toBe('SEAT_LOCK_EXPIRED');
    expect((await seats.holds(buyerUuid(5), P.timers)).json()).toEqual({
      presentationId: P.timers,
      step: null,
      expiresAt: null,
      extended: false,
      seats: [],
    });
  });

  it('extends expired holds once while the seats are still free', async () => {
    const me = buyerUuid(6);
    expect((await seats.hold(me, P.timers, HALL, 1, 4)).statusCode).toBe(200);
    expect((await seats.hold(me, P.timers, HALL, 2, 4)).statusCode).toBe(200);
    t.clock.set(new Date(at(700)));
    const extended = await seats.extend(me, P.timers);
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ step: 'chooseSeats', expiresAt: at(1300), extended: true });
    expect(extended.json().seats).toHaveLength(2);
    expect((await seats.hold(buyerUuid(7), P.timers, HALL, 1, 4)).json().error.error).toBe('SEAT_NOT_AVAILABLE');
    t.clock.set(new Date(at(1400)));
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/extend?lang=en',
      headers: { uuid: me },
      payload: { presentationId: P.timers },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ error: 'SEAT_LOCK_EXTENSION_USED', message: 'Your seat reservation time was already extended' });
  });

  it('does not extend a seat someone else took after the expiry, nor after the grace period', async () => {
    const [me, other] = [buyerUuid(8), buyerUuid(9)];
    expect((await seats.hold(me, P.timers, HALL, 5, 4)).statusCode).toBe(200);
    expect((await seats.hold(me, P.timers, HALL, 6, 4)).statusCode).toBe(200);
    t.clock.set(new Date(at(650)));
    expect((await seats.hold(other, P.timers, HALL, 5, 4)).statusCode).toBe(200);
    const extended = await seats.extend(me, P.timers);
    expect(extended.json().seats.map((s: { key: string }) => s.key)).toEqual(['21_6_4']);

    const late = buyerUuid(10);
    t.clock.set(SEATING_NOW);
    expect((await seats.hold(late, P.timers, HALL, 8, 4)).statusCode).toBe(200);
    t.clock.set(new Date(SEATING_NOW.getTime() + 600_000 + HOLD_EXTENSION_GRACE_MS + 1));
    expect((await seats.extend(late, P.timers)).json().error.error).toBe('SEAT_LOCK_EXPIRED');
  });

  it('deletes holds expired past the grace period on a timer, and only those', async () => {
    const second = await buildAppOnDatabase(t.database.options, { seatingTimings: { cleanupIntervalMs: 25 } });
    try {
      const [gone, kept] = [buyerUuid(11), buyerUuid(12)];
      expect((await seats.hold(gone, P.events, HALL, 1, 1)).statusCode).toBe(200);
      t.clock.set(new Date(at(300)));
      expect((await seats.hold(kept, P.events, HALL, 8, 1)).statusCode).toBe(200);
      // 600 s + grace after the first hold: the first hold is past the grace period, the second is not.
      second.clock.set(new Date(SEATING_NOW.getTime() + 600_000 + HOLD_EXTENSION_GRACE_MS + 1000));
      const deadline = Date.now() + 5000;
      let buyers: string[] = [];
      while (Date.now() < deadline) {
        buyers = (await t.database.db.selectFrom('seat_claims').select('buyer_uuid').where('presentation_id', '=', P.events).execute()).map(
          (r) => r.buyer_uuid,
        );
        if (!buyers.includes(gone)) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(buyers).toEqual([kept]);
    } finally {
      await second.close();
    }
  });
});
