import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../testing/catalogue-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { claimedSeatsOfOrder } from './settled-order-seats';

describe.each(testEngines())("the seating module's read port of an order's seats on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCatalogueFixture(database.db);
    await database.db
      .insertInto('reservations')
      .values({
        id: 900,
        identifier: 'KPA-900',
        business_id: 1,
        customer_id: null,
        channel_id: null,
        referral_mini_site_id: null,
        buyer_uuid: null,
        status: 'pending_payment',
        total_agorot: 0,
        business_date: '2026-11-21',
        hold_deadline: null,
        paid_at: null,
        cancelled_at: null,
        edocument_key: 'edoc-key-seats',
        idempotency_key: null,
        customer_json: null,
        created_at: '2026-11-21T08:00:00.000Z',
      })
      .execute();
    const at = '2026-11-21T08:00:00.000Z';
    const claim = { buyer_uuid: 'buyer-a', expires_at: null, created_at: at, updated_at: at };
    for (const c of [
      { presentation_id: 5001, seat_id: 1, status: 'sold' as const, reservation_id: 900 },
      { presentation_id: 5002, seat_id: 2, status: 'sold' as const, reservation_id: 900 },
      { presentation_id: 5001, seat_id: 3, status: 'held' as const, reservation_id: null, expires_at: '2026-11-21T08:10:00.000Z' },
    ])
      await database.db
        .insertInto('seat_claims')
        .values({ ...claim, ...c })
        .execute();
  });
  afterAll(async () => database?.dispose());

  it("answers the seats an order's claims hold with their presentation, and none for another order", async () => {
    const seats = await claimedSeatsOfOrder(database.db, 900);
    expect([...seats].sort((a, b) => a.presentation_id - b.presentation_id)).toEqual([
      { presentation_id: 5001, seat_id: 1 },
      { presentation_id: 5002, seat_id: 2 },
    ]);
    expect(await claimedSeatsOfOrder(database.db, 901)).toEqual([]);
  });
});
