import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartTestDatabase } from '../testing/cart-test-fixture';
import { SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { vouchersByReference } from './vouchers-by-reference';

describe.each(testEngines())("the vouchers module's read port of vouchers by reference on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  it('finds vouchers by reference in any case, expired ones too, with their class', async () => {
    const rows = await vouchersByReference(database.db, [' tv-2 ', 'gift-old', 'unknown']);
    expect(rows.sort((a, b) => a.id - b.id).map((r) => [r.reference, r.kind, r.end_date])).toEqual([
      ['TV-2', 'tickets', '2026-12-31'],
      ['GIFT-OLD', 'value', '2025-12-31'],
    ]);
    expect(rows[0]).toEqual({
      id: 71,
      reference: 'TV-2',
      business_id: SEATING.businessId,
      class_id: 41,
      quantity: 2,
      redeemed_quantity: 0,
      balance_agorot: null,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      status: 'active',
      kind: 'tickets',
      is_customer_voucher: 0,
      name_he: 'שובר זוגי',
      name_en: 'Two tickets',
    });
    expect(await vouchersByReference(database.db, [])).toEqual([]);
  });
});
