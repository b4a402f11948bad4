import type { ReservationKind, ReservationStatus } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import { itemOrderSalesMigration } from './0018-item-order-sales';

describe.each(testEngines())('migration 0018 (item order sales) on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => t?.dispose());

  it('runs on a database of orders written before it, and fills the summary from the confirmed item orders', async () => {
    // The database as it was before 0018: the item sales table did not exist. Later migrations do not touch it, so
    // only 0018 is run again (running every later one again would need each to be undone first).
    await t.db.schema.dropTable('item_order_sales').execute();
    const at = '2026-11-21T10:00:00.000Z';
    await t.db.insertInto('businesses').values({ id: 1, name_he: 'ק', name_en: 'C', slug: 'c', kind: 'cinema', created_at: at }).execute();
    const order = (id: number, kind: ReservationKind, status: ReservationStatus, other_agorot: number, channel_id: number | null) => ({
      id,
      identifier: `R-${id}`,
      business_id: 1,
      channel_id,
      kind,
      status,
      other_agorot,
      total_agorot: other_agorot,
      business_date: '2026-11-21',
      edocument_key: `k-${id}`,
      created_at: at,
    });
    await t.db
      .insertInto('reservations')
      .values([
        order(1, 'donations', 'confirmed', 18000, null),
        order(2, 'donations', 'confirmed', 3600, null),
        order(3, 'donations', 'cancelled', 5000, null),
        order(4, 'vouchers', 'pending_payment', 10000, null),
        order(5, 'tickets', 'confirmed', 0, null),
      ])
      .execute();

    await itemOrderSalesMigration().up(t.db);
    const rows = await t.db.selectFrom('item_order_sales').select(['business_id', 'channel_id', 'kind', 'orders', 'agorot']).execute();
    expect(rows.map((r) => ({ ...r, orders: Number(r.orders), agorot: Number(r.agorot) }))).toEqual([
      { business_id: 1, channel_id: 0, kind: 'donations', orders: 2, agorot: 21600 },
    ]);
    // The database refuses a kind that is not an item kind.
    await expect(
      t.db
        .insertInto('item_order_sales')
        .values({
          business_id: 1,
          business_date: '2026-11-21',
          channel_id: 0,
          kind: 'tickets' as never,
          orders: 1,
          agorot: 1,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
