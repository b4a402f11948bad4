import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { savedCardForPayment } from './saved-card-payments';

describe.each(testEngines())("the customer-auth module's read port of a saved card for a payment on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  const { member, stranger } = CUSTOMER_AREA;

  it("answers the customer's own card with its token, never a deleted card nor another customer's", async () => {
    expect(await savedCardForPayment(database.db, member.customerId, 1)).toEqual({ id: 1, provider_token: 'tok_secret_1', last4: '4242' });
    expect(await savedCardForPayment(database.db, member.customerId, 2)).toBeUndefined();
    expect(await savedCardForPayment(database.db, stranger.customerId, 1)).toBeUndefined();
    expect(await savedCardForPayment(database.db, member.customerId, 999_999)).toBeUndefined();
  });
});
