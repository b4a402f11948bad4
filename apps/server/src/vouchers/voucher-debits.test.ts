import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrder } from '../reservations/order-records';
import { pendingOrderRow } from '../testing/order-rows';
import { createCartTestDatabase } from '../testing/cart-test-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { debitVoucherBalance, debitVoucherTickets, giveBackVoucherDebits } from './voucher-debits';

const AT = '2026-11-21T10:00:00.000Z';
/** The cart fixture's vouchers: TV-2 (a ticket voucher of 2 tickets) and GIFT-100 (a value voucher of ₪100). */
const TICKETS_VOUCHER = 71;
const VALUE_VOUCHER = 72;

describe.each(testEngines())("the vouchers module debits an order's vouchers and gives them back on %s", (engine) => {
  let database: TestDatabase;
  let reservationId: number;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
    reservationId = (await recordOrder(
      database.db,
      pendingOrderRow('DEBIT-1', { total_agorot: 9000, edocument_key: 'doc-debit-1' }),
    )) as number;
  });
  afterAll(async () => database?.dispose());

  const voucher = (id: number) =>
    database.db
      .selectFrom('system_vouchers')
      .select(['balance_agorot', 'redeemed_quantity'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const redemptions = () =>
    database.db
      .selectFrom('system_voucher_redemptions')
      .select(['voucher_id', 'amount_agorot', 'quantity'])
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();

  it('debits a balance or tickets with their redemption, and refuses (writing nothing) what the voucher does not cover', async () => {
    const { db } = database;
    expect(await debitVoucherBalance(db, { voucherId: VALUE_VOUCHER, reservationId, amountAgorot: 10_001, at: AT })).toBe(false);
    expect(await debitVoucherTickets(db, { voucherId: TICKETS_VOUCHER, reservationId, quantity: 3, at: AT })).toBe(false);
    expect(await redemptions()).toEqual([]);

    expect(await debitVoucherBalance(db, { voucherId: VALUE_VOUCHER, reservationId, amountAgorot: 6000, at: AT })).toBe(true);
    expect(await debitVoucherTickets(db, { voucherId: TICKETS_VOUCHER, reservationId, quantity: 2, at: AT })).toBe(true);
    expect(await debitVoucherTickets(db, { voucherId: TICKETS_VOUCHER, reservationId, quantity: 1, at: AT })).toBe(false);
    expect(await voucher(VALUE_VOUCHER)).toEqual({ balance_agorot: 4000, redeemed_quantity: 0 });
    expect(await voucher(TICKETS_VOUCHER)).toEqual({ balance_agorot: null, redeemed_quantity: 2 });
    expect(await redemptions()).toEqual([
      { voucher_id: VALUE_VOUCHER, amount_agorot: 6000, quantity: 0 },
      { voucher_id: TICKETS_VOUCHER, amount_agorot: 0, quantity: 2 },
    ]);
  });

  it("gives back everything the order's redemptions took, and the redemptions go", async () => {
    const { db } = database;
    await giveBackVoucherDebits(db, reservationId);
    expect(await voucher(VALUE_VOUCHER)).toEqual({ balance_agorot: 10_000, redeemed_quantity: 0 });
    expect(await voucher(TICKETS_VOUCHER)).toEqual({ balance_agorot: null, redeemed_quantity: 0 });
    expect(await redemptions()).toEqual([]);
    await giveBackVoucherDebits(db, reservationId);
    expect(await voucher(VALUE_VOUCHER)).toEqual({ balance_agorot: 10_000, redeemed_quantity: 0 });
  });
});
