import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, insertCartFixture } from '../testing/cart-test-fixture';
import { insertSeatingFixture, SEATING } from '../testing/seating-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { soldTicketsByReference, soldTicketsByType } from './sold-ticket-counts';

describe.each(testEngines())("the reservations module's read port of tickets sold on %s", (engine) => {
  let database: TestDatabase;
  const P = CART.policies;
  const created = '2026-11-20T10:00:00.000Z';
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    await insertSeatingFixture(db);
    await insertCartFixture(db);
    await db
      .insertInto('reservations')
      .values({
        id: 9001,
        identifier: 'SOLD-COUNTS-1',
        business_id: SEATING.businessId,
        customer_id: null,
        channel_id: null,
        referral_mini_site_id: null,
        buyer_uuid: null,
        status: 'confirmed',
        total_agorot: 0,
        business_date: '2026-11-21',
        hold_deadline: null,
        paid_at: created,
        cancelled_at: null,
        edocument_key: 'sold-counts-document-key',
        idempotency_key: null,
        customer_json: null,
        created_at: created,
      })
      .execute();
    let n = 0;
    const ticket = (
      presentation_id: number,
      price_policy_id: number,
      status: 'valid' | 'scanned' | 'cancelled',
      ref1: string | null = null,
    ) => ({
      reservation_id: 9001,
      presentation_id,
      seat_id: null,
      ticket_group_id: SEATING.ticketGroups.regular,
      price_policy_id,
      price_agorot: 0,
      old_price_agorot: null,
      ticket_secret: `sold-counts-${++n}`,
      status,
      scanned_at: null,
      code: null,
      member_id: null,
      system_voucher_id: null,
      ref1,
      ref2: null,
      loyalty_points: null,
      created_at: created,
    });
    // One insert per row: SQLite fills a column missing from one row of a multi-row insert with NULL, not its default.
    for (const row of [
      ticket(CART.presentation(1), P.regular, 'valid'),
      ticket(CART.presentation(1), P.regular, 'valid'),
      ticket(CART.presentation(1), P.regular, 'cancelled'),
      ticket(CART.presentation(1), P.family, 'scanned'),
      ticket(CART.presentation(2), P.regular, 'valid'),
      ticket(CART.presentation(1), P.hotel, 'valid', 'Dan Hotel'),
      ticket(CART.presentation(2), P.hotel, 'valid', 'dan hotel'),
      ticket(CART.presentation(2), P.hotel, 'cancelled', 'Dan Hotel'),
      ticket(CART.presentation(2), P.hotel, 'valid'),
    ])
      await db.insertInto('reservation_tickets').values(row).execute();
  });
  afterAll(async () => database?.dispose());

  it('counts the valid tickets per presentation and ticket type asked for', async () => {
    const rows = await soldTicketsByType(database.db, [CART.presentation(1), CART.presentation(2)], [P.regular, P.family]);
    expect(rows.sort((a, b) => a.presentation_id - b.presentation_id)).toEqual([
      { presentation_id: CART.presentation(1), price_policy_id: P.regular, sold: 2 },
      { presentation_id: CART.presentation(2), price_policy_id: P.regular, sold: 1 },
    ]);
    expect(await soldTicketsByType(database.db, [CART.presentation(1)], [])).toEqual([]);
    expect(await soldTicketsByType(database.db, [], [P.regular])).toEqual([]);
  });

  it('counts the valid tickets per ticket type and reference as typed, leaving out tickets without one', async () => {
    const rows = await soldTicketsByReference(database.db, [P.hotel, P.regular]);
    expect(rows.sort((a, b) => (a.ref1 < b.ref1 ? -1 : 1))).toEqual([
      { price_policy_id: P.hotel, ref1: 'Dan Hotel', sold: 1 },
      { price_policy_id: P.hotel, ref1: 'dan hotel', sold: 1 },
    ]);
    expect(await soldTicketsByReference(database.db, [])).toEqual([]);
  });
});
