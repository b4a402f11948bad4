import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartTestDatabase } from '../testing/cart-test-fixture';
import { SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { spendLoyaltyPoints } from './loyalty-points';
import { completeOwnCustomer, saveCustomerCard, type CustomerFields } from './order-customers';

const AT = '2026-11-21T10:00:00.000Z';
/** The cart fixture's customer: Noa Cohen, no e-mail, 100 loyalty points, no consents. */
const CUSTOMER = 601;

const fields: CustomerFields = {
  firstName: 'Other',
  lastName: 'Name',
  ssn: '000000018',
  email: 'noa@example.com',
  mobile: '0529999999',
  address1: null,
  address2: null,
  city: 'Haifa',
  postalCode: null,
  dateOfBirth: null,
  licensePlate: null,
  isEmailAllowed: true,
  isSmsAllowed: false,
};

describe.each(testEngines())("what an order writes to its customer's record on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  const customer = () =>
    database.db
      .selectFrom('customers')
      .select(['first_name', 'last_name', 'ssn', 'mobile', 'email', 'city', 'is_email_allowed', 'is_sms_allowed', 'loyalty_points'])
      .where('id', '=', CUSTOMER)
      .executeTakeFirstOrThrow();

  it('adds only the details the record lacks, with the consents as given; never in another business', async () => {
    const before = await customer();
    await completeOwnCustomer(database.db, 999, CUSTOMER, fields);
    expect(await customer()).toEqual(before);
    await completeOwnCustomer(database.db, SEATING.businessId, CUSTOMER, fields);
    expect(await customer()).toEqual({
      ...before,
      email: 'noa@example.com',
      city: 'Haifa',
      is_email_allowed: 1,
      is_sms_allowed: 0,
    });
  });

  it('saves a card of the customer and spends points only when the balance covers them', async () => {
    const cardId = await saveCustomerCard(
      database.db,
      CUSTOMER,
      { provider: 'sandbox', token: 'tok-1', last4: '4242', expMonth: 12, expYear: 2030, brand: 'visa' },
      AT,
    );
    const card = await database.db
      .selectFrom('customer_cards')
      .select(['customer_id', 'last4'])
      .where('id', '=', cardId)
      .executeTakeFirst();
    expect(card).toEqual({ customer_id: CUSTOMER, last4: '4242' });

    expect(await spendLoyaltyPoints(database.db, CUSTOMER, 101)).toBe(false);
    expect(await spendLoyaltyPoints(database.db, CUSTOMER, 60)).toBe(true);
    expect((await customer()).loyalty_points).toBe(40);
  });
});
