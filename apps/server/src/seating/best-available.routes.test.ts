import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, SEATING } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { buyerUuid, createSeatingTestApp, seatCalls } from '../testing/seating/seating-test-app';

const P = SEATING.presentations;
const HALL = SEATING.sections.hall;
const keysOf = (body: { lockedSeats: Array<{ key: string }> }) => body.lockedSeats.map((s) => s.key).sort();

describe.each(testEngines())('best available seats on %s', (engine) => {
  let t: TestApp;
  let seats: ReturnType<typeof seatCalls>;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
    seats = seatCalls(t.app);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const held = async (buyer: string) =>
    (
      await t.database.db
        .selectFrom('seat_claims')
        .select('seat_id')
        .where('presentation_id', '=', P.best)
        .where('buyer_uuid', '=', buyer)
        .orderBy('seat_id')
        .execute()
    ).map((r) => r.seat_id);

  it('seats a party side by side, centred, in the best row of the level asked, and holds them', async () => {
    const me = buyerUuid(1);
    // Row B is nearest the ideal depth among regular rows; B4-B6 is its centred block leaving no single seat.
    const res = await seats.best(me, { presentationId: P.best, quantity: 3, ticketGroupId: 21 });
    expect(res.statusCode).toBe(200);
    expect(keysOf(res.json())).toEqual(['21_4_2', '21_5_2', '21_6_2']);
    expect(res.json().lockedSeats[0]).toMatchObject({ step: 'chooseSeats', RowName: 'B', TicketGroupId: 21 });
    expect(await held(me)).toEqual([4, 5, 6].map((x) => fixtureSeatId(HALL, x, 2)));
  });

  it("replaces the buyer's previous holds of the presentation", async () => {
    const me = buyerUuid(1);
    const res = await seats.best(me, { presentationId: P.best, quantity: 2, ticketGroupId: 21 });
    expect(res.statusCode).toBe(200);
    const chosen = keysOf(res.json());
    expect(chosen).toHaveLength(2);
    expect(await held(me)).toHaveLength(2);
    const status = (await seats.status(buyerUuid(2), P.best)).keys;
    for (const key of chosen) expect(status).not.toContain(key);
  });

  it('never leaves a single empty seat beside the party', async () => {
    // The balcony row has four seats: any three leave one single, so a party of three cannot sit there.
    const res = await seats.best(buyerUuid(3), { presentationId: P.best, quantity: 3, ticketGroupId: 21, sectionId: 22 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.error).toBe('NOT_ENOUGH_SEATS');
    // A pair takes an end pair rather than the centred middle two, which would strand both ends.
    const pair = await seats.best(buyerUuid(3), { presentationId: P.best, quantity: 2, sectionId: 22 });
    expect([
      ['22_1_1', '22_2_1'],
      ['22_3_1', '22_4_1'],
    ]).toContainEqual(keysOf(pair.json()));
  });

  it('uses accessible and companion seats only when asked, and then includes an accessible seat', async () => {
    const res = await seats.best(buyerUuid(4), { presentationId: P.best, quantity: 2, accessible: true });
    expect(res.statusCode).toBe(200);
    expect(keysOf(res.json())).toEqual(['21_1_2', '21_2_2']);
    expect(res.json().lockedSeats.find((s: { key: string }) => s.key === '21_1_2')).toMatchObject({
      isAccessible: true,
      needsConfirmation: ['accessible'],
    });
    const plain = await seats.best(buyerUuid(5), { presentationId: P.best, quantity: 8, ticketGroupId: 21 });
    for (const seat of plain.json().lockedSeats as Array<{ isAccessible: boolean; isCompanion: boolean }>) {
      expect(seat.isAccessible || seat.isCompanion).toBe(false);
    }
  });

  it('answers NOT_ENOUGH_SEATS when the party cannot be seated, and MAX_SEATS_EXCEEDED above the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seats/best-available?lang=en',
      headers: { uuid: buyerUuid(6) },
      payload: { presentationId: P.best, quantity: 9, ticketGroupId: 22 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ error: 'NOT_ENOUGH_SEATS', message: 'Not enough seats available' });
    expect(await held(buyerUuid(6))).toEqual([]);
    const tooMany = await seats.best(buyerUuid(6), { presentationId: P.best, quantity: 11 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({ error: 'MAX_SEATS_EXCEEDED', details: { max: 10 } });
  });

  it('keeps sofas whole', async () => {
    const res = await seats.best(buyerUuid(7), { presentationId: P.best, quantity: 4, ticketGroupId: 21, sectionId: 21 });
    expect(res.statusCode).toBe(200);
    const lockedSeats = res.json().lockedSeats as Array<{ key: string; sofaSide: string | null; linkedSeats: Array<{ key: string }> }>;
    const keys = new Set(lockedSeats.map((s) => s.key));
    for (const s of lockedSeats) if (s.sofaSide) expect(keys.has(s.linkedSeats[0]?.key ?? '')).toBe(true);
  });

  it('picks general-admission places for a party', async () => {
    const res = await seats.best(buyerUuid(8), { presentationId: P.ga, quantity: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().lockedSeats).toHaveLength(3);
    expect(new Set(keysOf(res.json())).size).toBe(3);
  });
});
