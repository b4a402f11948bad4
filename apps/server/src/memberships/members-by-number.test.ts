import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartTestDatabase } from '../testing/cart-test-fixture';
import { SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { membersByNumber } from './members-by-number';

describe.each(testEngines())("the memberships module's read port of members by number on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  it("finds a business's members by member number in any case, with their customer and membership", async () => {
    const rows = await membersByNumber(database.db, SEATING.businessId, { memberNumbers: [' m1 ', 'm-old', 'unknown'] });
    expect(rows.map((r) => r.member_number)).toEqual(['M1', 'M-OLD']);
    expect(rows[0]).toEqual({
      id: 81,
      membership_id: SEATING.memberships.club,
      customer_id: 601,
      member_number: 'M1',
      balance: 2,
      used_balance: 0,
      customer_mobile: '0521234567',
      points_balance: 100,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      status: 'active',
      allow_member_sale_tickets: 1,
      membership_name_he: 'מועדון',
      membership_name_en: 'Club',
      first_name: 'Noa',
      last_name: 'Cohen',
    });
  });

  it("finds them by their customer's ID number, and never another business's", async () => {
    expect((await membersByNumber(database.db, SEATING.businessId, { ssn: '031845621' })).map((r) => r.id)).toEqual([81, 82]);
    expect(await membersByNumber(database.db, SEATING.businessId, { ssn: '000000018' })).toEqual([]);
    expect(await membersByNumber(database.db, 3, { memberNumbers: ['M1'] })).toEqual([]);
    expect(await membersByNumber(database.db, SEATING.businessId, { memberNumbers: [] })).toEqual([]);
  });
});
