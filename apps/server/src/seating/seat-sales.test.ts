import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrder } from '../reservations/order-records';
import { pendingOrderRow } from '../testing/order-rows';
import { CART, createCartTestDatabase } from '../testing/cart-test-fixture';
import { fixtureSeatId, SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { freeOrderSeats, orderSeatFacts, sellHeldSeats } from './seat-sales';

const AT = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T10:10:00.000Z';
const BUYER = '00000000-0000-4000-9000-000000000701';
const OTHER = '00000000-0000-4000-9000-000000000702';
const seat = (x: number, y = 1) => fixtureSeatId(SEATING.sections.hall, x, y);

describe.each(testEngines())('the seating module sells held seats to an order and frees them on %s', (engine) => {
  let database: TestDatabase;
  let reservationId: number;
  const presentationId = CART.presentation(2);
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
    reservationId = (await recordOrder(
      database.db,
      pendingOrderRow('SALE-1', { buyer_uuid: BUYER, total_agorot: 9000, edocument_key: 'doc-sale-1' }),
    )) as number;
    const claim = (seatId: number, buyer: string, expiresAt: string) => ({
      presentation_id: presentationId,
      seat_id: seatId,
      buyer_uuid: buyer,
      status: 'held' as const,
      expires_at: expiresAt,
      reservation_id: null,
      created_at: AT,
      updated_at: AT,
    });
    await database.db
      .insertInto('seat_claims')
      .values([claim(seat(1), BUYER, LATER), claim(seat(2), BUYER, LATER), claim(seat(3), BUYER, AT), claim(seat(4), OTHER, LATER)])
      .execute();
  });
  afterAll(async () => database?.dispose());

  it("sells only the buyer's live holds among the seats asked, answering how many", async () => {
    const { db } = database;
    // Seat 3's hold lapsed at AT, seat 4 is another buyer's, seat 5 is not held: only 1 and 2 are sold.
    expect(await sellHeldSeats(db, BUYER, presentationId, [seat(1), seat(2), seat(3), seat(4), seat(5)], reservationId, AT)).toBe(2);
    const claims = await db
      .selectFrom('seat_claims')
      .select(['seat_id', 'status', 'reservation_id', 'expires_at'])
      .where('presentation_id', '=', presentationId)
      .orderBy('seat_id')
      .execute();
    expect(claims).toEqual([
      { seat_id: seat(1), status: 'sold', reservation_id: reservationId, expires_at: null },
      { seat_id: seat(2), status: 'sold', reservation_id: reservationId, expires_at: null },
      { seat_id: seat(3), status: 'held', reservation_id: null, expires_at: AT },
      { seat_id: seat(4), status: 'held', reservation_id: null, expires_at: LATER },
    ]);
    // Sold seats are no longer holds: selling them again changes nothing.
    expect(await sellHeldSeats(db, BUYER, presentationId, [seat(1)], reservationId, AT)).toBe(0);
  });

  it('frees every claim of the order and answers its seats; knows where seats are and which are premium', async () => {
    const { db } = database;
    const freed = await freeOrderSeats(db, reservationId);
    expect(freed.map((c) => [c.presentation_id, c.seat_id]).sort(([, a], [, b]) => (a as number) - (b as number))).toEqual([
      [presentationId, seat(1)],
      [presentationId, seat(2)],
    ]);
    const left = await db
      .selectFrom('seat_claims')
      .select('seat_id')
      .where('presentation_id', '=', presentationId)
      .orderBy('seat_id')
      .execute();
    expect(left.map((c) => c.seat_id)).toEqual([seat(3), seat(4)]);
    expect(await freeOrderSeats(db, reservationId)).toEqual([]);

    const facts = await orderSeatFacts(db, [seat(1), seat(1, 4), seat(1), 999_999]);
    expect(facts.sort((a, b) => a.id - b.id)).toEqual([
      { id: seat(1), section_id: SEATING.sections.hall, grid_x: 1, grid_y: 1, is_premium: 0 },
      { id: seat(1, 4), section_id: SEATING.sections.hall, grid_x: 1, grid_y: 4, is_premium: 1 },
    ]);
  });
});
