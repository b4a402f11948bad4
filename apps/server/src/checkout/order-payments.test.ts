import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { orderPayments } from './order-payments';

describe.each(testEngines())("the checkout's read port of an order's payments on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  it('answers the payments that took money, in the order they were made, leaving out a voided one', async () => {
    expect(await orderPayments(database.db, CUSTOMER_AREA.order.reservationId)).toEqual([
      { method: 'voucher', amount_agorot: 5000, card_last4: null, system_voucher_id: 60 },
      { method: 'card', amount_agorot: 19000, card_last4: '4580', system_voucher_id: null },
    ]);
    expect(await orderPayments(database.db, CUSTOMER_AREA.memberOrder.reservationId)).toEqual([]);
  });
});
