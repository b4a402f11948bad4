import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, createCartTestDatabase } from '../testing/cart-test-fixture';
import { fixtureSeatId, SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { heldSeatPlaces, presentationsHeldBy } from './held-seat-places';

describe.each(testEngines())("the seating module's read port of a holder's live holds on %s", (engine) => {
  let database: TestDatabase;
  const holder = '00000000-0000-4000-9000-000000000901';
  const now = '2026-11-21T10:00:00.000Z';
  const later = '2026-11-21T10:10:00.000Z';
  const earlier = '2026-11-21T09:50:00.000Z';
  const seat = (x: number) => fixtureSeatId(SEATING.sections.hall, x, 1);
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
    const claim = (presentation_id: number, x: number, buyer_uuid: string, status: 'held' | 'sold', expires_at: string | null) => ({
      presentation_id,
      seat_id: seat(x),
      buyer_uuid,
      status,
      expires_at,
      reservation_id: null,
      created_at: now,
      updated_at: now,
    });
    await database.db
      .insertInto('seat_claims')
      .values([
        claim(CART.presentation(2), 3, holder, 'held', later),
        claim(CART.presentation(1), 2, holder, 'held', later),
        claim(CART.presentation(1), 1, holder, 'held', later),
        // Expired but not yet released, sold, another holder's: none is a live hold of this holder.
        claim(CART.presentation(1), 4, holder, 'held', earlier),
        claim(CART.presentation(3), 1, holder, 'held', earlier),
        claim(CART.presentation(1), 5, holder, 'sold', null),
        claim(CART.presentation(4), 1, '00000000-0000-4000-9000-000000000902', 'held', later),
      ])
      .execute();
  });
  afterAll(async () => database?.dispose());

  it('answers the presentations the holder holds seats in live', async () => {
    expect((await presentationsHeldBy(database.db, holder, now)).sort((a, b) => a - b)).toEqual([
      CART.presentation(1),
      CART.presentation(2),
    ]);
    expect(await presentationsHeldBy(database.db, holder, '2026-11-21T11:00:00.000Z')).toEqual([]);
  });

  it('answers the live held seats with their places, by presentation then seat', async () => {
    const rows = await heldSeatPlaces(database.db, holder, [CART.presentation(2), CART.presentation(1), CART.presentation(4)], now);
    expect(rows.map((r) => [r.presentation_id, r.id])).toEqual([
      [CART.presentation(1), seat(1)],
      [CART.presentation(1), seat(2)],
      [CART.presentation(2), seat(3)],
    ]);
    expect(rows[0]).toEqual({
      presentation_id: CART.presentation(1),
      id: seat(1),
      section_id: SEATING.sections.hall,
      grid_x: 1,
      grid_y: 1,
      ticket_group_id: SEATING.ticketGroups.regular,
      row_name: 'A',
      seat_name: '8',
      is_premium: 0,
      section_name_he: 'אולם',
      section_name_en: 'Hall',
    });
    expect(await heldSeatPlaces(database.db, holder, [], now)).toEqual([]);
  });
});
