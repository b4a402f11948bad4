import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeatingFixture, SEATING } from '../testing/seating-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { orderFormConfigJson } from './order-form-configurations';

describe.each(testEngines())('the customer form an order checks on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertSeatingFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  it("answers the business's configuration of the form type, or null when it has none", async () => {
    const business_id = SEATING.businessId;
    await database.db
      .insertInto('form_configurations')
      .values({ business_id, form_type: 'orderDonations', config_json: '{"isSSNRequired":false}' })
      .execute();
    expect(await orderFormConfigJson(database.db, business_id, 'orderDonations')).toBe('{"isSSNRequired":false}');
    expect(await orderFormConfigJson(database.db, business_id, 'orderMemberships')).toBeNull();
    expect(await orderFormConfigJson(database.db, 999, 'orderDonations')).toBeNull();
  });
});
