import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { giveBackVoucherDebits, voucherTenderOfOrder } from './voucher-debits';

describe.each(testEngines())("the vouchers module's give-back of an order's voucher tender on %s", (engine) => {
  let database: TestDatabase;
  const { order, memberOrder } = CUSTOMER_AREA;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
    // The order paid 5000 with voucher 60 and 3000 with voucher 61, and a ticket voucher's two tickets (voucher 61 here).
    const created = '2026-11-21T08:00:00.000Z';
    for (const r of [
      { id: 1, voucher_id: 60, amount_agorot: 5000, quantity: 0 },
      { id: 2, voucher_id: 61, amount_agorot: 3000, quantity: 0 },
      { id: 3, voucher_id: 61, amount_agorot: 0, quantity: 2 },
    ])
      await database.db
        .insertInto('system_voucher_redemptions')
        .values({ ...r, reservation_id: order.reservationId, created_at: created })
        .execute();
    await database.db.updateTable('system_vouchers').set({ balance_agorot: 7000, redeemed_quantity: 2 }).where('id', '=', 61).execute();
  });
  afterAll(async () => database?.dispose());

  const vouchers = () =>
    database.db.selectFrom('system_vouchers').select(['id', 'balance_agorot', 'redeemed_quantity']).orderBy('id').execute();

  it('answers what the value vouchers paid for an order, 0 for an order paid by none', async () => {
    expect(await voucherTenderOfOrder(database.db, order.reservationId)).toBe(8000);
    expect(await voucherTenderOfOrder(database.db, memberOrder.reservationId)).toBe(0);
  });

  it('gives the vouchers back what they paid except the part kept, from the first redemption on, and the tickets', async () => {
    await giveBackVoucherDebits(database.db, order.reservationId, 6000);
    expect(await vouchers()).toEqual([
      { id: 60, balance_agorot: 0, redeemed_quantity: 0 },
      { id: 61, balance_agorot: 9000, redeemed_quantity: 0 },
    ]);
    expect(await voucherTenderOfOrder(database.db, order.reservationId)).toBe(0);
    // The voucher payments are the checkout's: they stay as they were.
    const payments = await database.db.selectFrom('payments').select('status').where('method', '=', 'voucher').execute();
    expect(payments).toEqual([{ status: 'captured' }]);
  });
});
