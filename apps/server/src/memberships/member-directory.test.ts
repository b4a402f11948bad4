import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { customerOfMemberNumber, membersOfCustomer } from './member-directory';

describe.each(testEngines())("the memberships module's read port of its members on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  const { member, stranger } = CUSTOMER_AREA;

  it("lists a customer's members with their membership, leaving out a cancelled one", async () => {
    const annual = {
      member_number: member.memberNumber,
      membership_id: 30,
      name_he: 'מנוי שנתי',
      name_en: 'Annual membership',
      start_date: '2026-08-13',
      end_date: '2027-08-12',
      allows_hold: 1,
      balance: 9,
    };
    expect(await membersOfCustomer(database.db, member.customerId)).toEqual([annual]);
    expect(await membersOfCustomer(database.db, stranger.customerId)).toEqual([]);
    await database.db.updateTable('members').set({ status: 'cancelled' }).where('id', '=', 40).execute();
    expect(await membersOfCustomer(database.db, member.customerId)).toEqual([]);
    await database.db.updateTable('members').set({ status: 'active' }).where('id', '=', 40).execute();
  });

  it('finds the customer of a member number, also of a cancelled member, and null for an unknown number', async () => {
    expect(await customerOfMemberNumber(database.db, member.memberNumber)).toBe(member.customerId);
    await database.db.updateTable('members').set({ status: 'cancelled' }).where('id', '=', 40).execute();
    expect(await customerOfMemberNumber(database.db, member.memberNumber)).toBe(member.customerId);
    expect(await customerOfMemberNumber(database.db, 'M999999999')).toBeNull();
  });
});
