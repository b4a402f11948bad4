import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { customerNamesByIds, withCustomerNames } from './customer-names';

describe.each(testEngines())("the customer-auth module's read of its customers' names on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  const { member } = CUSTOMER_AREA;

  it('reads the names of some customers by id, leaving out unknown ids', async () => {
    const names = await customerNamesByIds(database.db, [member.customerId, 999999, member.customerId]);
    expect([...names.entries()]).toEqual([[member.customerId, { firstName: 'נועה', lastName: 'כהן' }]]);
    expect((await customerNamesByIds(database.db, [])).size).toBe(0);
  });

  it('adds to each row its customer name, and nulls for a row without a customer or with an unknown one', async () => {
    const rows = [
      { id: 1, customer_id: member.customerId },
      { id: 2, customer_id: null },
      { id: 3, customer_id: 999999 },
    ];
    expect(await withCustomerNames(database.db, rows)).toEqual([
      { id: 1, customer_id: member.customerId, customer_first_name: 'נועה', customer_last_name: 'כהן' },
      { id: 2, customer_id: null, customer_first_name: null, customer_last_name: null },
      { id: 3, customer_id: 999999, customer_first_name: null, customer_last_name: null },
    ]);
  });
});
