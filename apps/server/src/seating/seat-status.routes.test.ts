import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { buyerUuid, createSeatingTestApp, seatCalls } from '../testing/seating/seating-test-app';

const P = SEATING.presentations;
const HALL = SEATING.sections.hall;

/** Every sellable seat of hall A: 46 seats, one of them blocked. */
const HALL_A_SELLABLE = 45;

describe.each(testEngines())('seat availability (seats-statusV2) on %s', (engine) => {
  let t: TestApp;
  let seats: ReturnType<typeof seatCalls>;
  let layoutKeys: Set<string>;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
    seats = seatCalls(t.app);
    const layout = (await t.app.inject({ method: 'POST', url: '/api/seats/seatplanV2?venueId=200&seatplanId=2000', payload: {} })).json();
    layoutKeys = new Set<string>();
    for (const [sectionId, section] of Object.entries<{ G: Record<string, { R: Record<string, { S: Record<string, unknown> }> }> }>(
      layout.S,
    )) {
      for (const group of Object.values(section.G))
        for (const [y, row] of Object.entries(group.R)) for (const x of Object.keys(row.S)) layoutKeys.add(`${sectionId}_${x}_${y}`);
    }
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const claim = (presentationId: number, x: number, y: number, buyer: string, status: 'held' | 'sold' = 'held', sectionId: number = HALL) =>
    t.database.db
      .insertInto('seat_claims')
      .values({
        presentation_id: presentationId,
        seat_id: fixtureSeatId(sectionId, x, y),
        buyer_uuid: buyer,
        status,
        expires_at: status === 'held' ? new Date(SEATING_NOW.getTime() + 600_000).toISOString() : null,
        created_at: SEATING_NOW.toISOString(),
        updated_at: SEATING_NOW.toISOString(),
      })
      .execute();

  it('answers 403 without a well-formed uuid header', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/seats/seats-statusV2?presentationId=${P.status}&venueTypeId=1&isReserved=1`,
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.error).toBe('UUID_REQUIRED');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/seats/seats-statusV2?presentationId=${P.status}`,
      headers: { uuid: '1234' },
    });
    expect(bad.statusCode).toBe(403);
    // Any 8-4-4-4-12 hex string is a buyer, whatever its variant bits (api-compat).
    const oddVariant = await t.app.inject({
      method: 'GET',
      url: `/api/seats/seats-statusV2?presentationId=${P.status}`,
      headers: { uuid: '0f8fad5b-d9cb-469f-0165-70867728950e' },
    });
    expect(oddVariant.statusCode).toBe(200);
  });

  it('lists every sellable seat of an empty hall, each key present in the layout', async () => {
    const { res, keys } = await seats.status(buyerUuid(1), P.status);
    expect(res.statusCode).toBe(200);
    expect(keys).toHaveLength(HALL_A_SELLABLE);
    expect(keys.every((k) => layoutKeys.has(k))).toBe(true);
    expect(keys).not.toContain('21_4_5');
    expect(Object.values(res.json().seats).every((v) => v === 0)).toBe(true);
  });

  it("includes the buyer's own holds and leaves out other buyers' holds and sales", async () => {
    const [a, b, c] = [buyerUuid(2), buyerUuid(3), buyerUuid(4)];
    expect((await seats.hold(a, P.status, HALL, 1, 1)).statusCode).toBe(200);
    expect((await seats.hold(b, P.status, HALL, 5, 1)).statusCode).toBe(200);
    await claim(P.status, 8, 1, buyerUuid(9), 'sold');
    const ofA = (await seats.status(a, P.status)).keys;
    expect(ofA).toContain('21_1_1');
    expect(ofA).not.toContain('21_5_1');
    expect(ofA).not.toContain('21_8_1');
    const ofC = (await seats.status(c, P.status)).keys;
    expect(ofC).not.toContain('21_1_1');
    expect(ofC).not.toContain('21_5_1');
    expect(ofC).toHaveLength(HALL_A_SELLABLE - 3);
  });

  it('frees expired holds by the clock alone, with no sweeper', async () => {
    const c = buyerUuid(4);
    t.clock.advance(600_000);
    try {
      const keys = (await seats.status(c, P.status)).keys;
      expect(keys).toContain('21_1_1');
      expect(keys).toContain('21_5_1');
      expect(keys).not.toContain('21_8_1');
    } finally {
      t.clock.set(SEATING_NOW);
    }
  });

  it('filters by section', async () => {
    expect((await seats.status(buyerUuid(5), P.status, '&sectionId=22')).keys).toEqual(['22_1_1', '22_2_1', '22_3_1', '22_4_1']);
  });

  it('hides a sofa whose other half is taken', async () => {
    await claim(P.status, 3, 3, buyerUuid(9));
    const keys = (await seats.status(buyerUuid(5), P.status)).keys;
    expect(keys).not.toContain('21_3_3');
    expect(keys).not.toContain('21_4_3');
    expect(keys).toContain('21_5_3');
  });

  it('under seating policy 3 hides seats that would strand a single seat next to a taken one', async () => {
    await claim(P.policy3, 1, 1, buyerUuid(9));
    const row = (keys: string[]) => keys.filter((k) => k.endsWith('_1') && k.startsWith('21_')).sort();
    // Free run A2..A8 (seven seats): A3 would strand A2, A7 would strand A8.
    expect(row((await seats.status(buyerUuid(6), P.policy3)).keys)).toEqual(['21_2_1', '21_4_1', '21_5_1', '21_6_1', '21_8_1']);
    // A run of two stays selectable, or a pair could never be sold.
    await claim(P.policy3, 4, 1, buyerUuid(9));
    expect(row((await seats.status(buyerUuid(6), P.policy3)).keys)).toEqual(['21_2_1', '21_3_1', '21_5_1', '21_8_1']);
  });

  it('hides seats next to other parties when the event requires a vacant seat', async () => {
    await claim(P.vacant, 4, 2, buyerUuid(9));
    const keys = (await seats.status(buyerUuid(7), P.vacant)).keys;
    expect(keys).not.toContain('21_3_2');
    expect(keys).not.toContain('21_5_2');
    expect(keys).toContain('21_2_2');
    expect(keys).toContain('21_6_2');
  });

  it('lists general-admission places while capacity is left', async () => {
    const GA = SEATING.sections.gaFloor;
    expect((await seats.status(buyerUuid(8), P.ga)).keys).toEqual(['24_1_1', '24_1_2', '24_2_1', '24_3_1', '24_4_1', '24_5_1']);
    for (const x of [1, 2, 3, 4, 5]) await claim(P.ga, x, 1, buyerUuid(9), 'held', GA);
    expect((await seats.status(buyerUuid(8), P.ga)).keys).toEqual(['24_1_2']);
    const mine = buyerUuid(10);
    expect((await seats.hold(mine, P.ga, GA, 1, 1, {}, SEATING.venues.gaHall)).json().lockedSeat.key).toBe('24_1_2');
    expect((await seats.status(buyerUuid(8), P.ga)).keys).toEqual([]);
    expect((await seats.status(mine, P.ga)).keys).toEqual(['24_1_2']);
  });

  it('answers PRESENTATION_NOT_FOUND for an unknown presentation', async () => {
    const { res } = await seats.status(buyerUuid(1), 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.error).toBe('PRESENTATION_NOT_FOUND');
  });
});
