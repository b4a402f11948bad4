import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { hasHoldingMembership } from './hold-order-memberships';
import { giveBackMemberBenefits } from './member-refunds';

describe.each(testEngines())("the memberships module's ports of hold orders and refunds on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  const { member, memberElsewhere, stranger } = CUSTOMER_AREA;
  const today = '2026-11-21';

  it('answers whether a customer has an active member record, valid today, of a membership that allows holds', async () => {
    const db = database.db;
    expect(await hasHoldingMembership(db, member.customerId, 1, today)).toBe(true);
    expect(await hasHoldingMembership(db, member.customerId, 1, '2026-08-13')).toBe(true);
    expect(await hasHoldingMembership(db, member.customerId, 1, '2027-08-12')).toBe(true);
    expect(await hasHoldingMembership(db, member.customerId, 1, '2026-08-12')).toBe(false);
    expect(await hasHoldingMembership(db, member.customerId, 1, '2027-08-13')).toBe(false);
    expect(await hasHoldingMembership(db, member.customerId, memberElsewhere.businessId, today)).toBe(false);
    expect(await hasHoldingMembership(db, stranger.customerId, 1, today)).toBe(false);
    await db.updateTable('memberships').set({ allows_hold: 0 }).where('id', '=', 30).execute();
    expect(await hasHoldingMembership(db, member.customerId, 1, today)).toBe(false);
    await db.updateTable('memberships').set({ allows_hold: 1, is_active: 0 }).where('id', '=', 30).execute();
    expect(await hasHoldingMembership(db, member.customerId, 1, today)).toBe(false);
    await db.updateTable('memberships').set({ is_active: 1 }).where('id', '=', 30).execute();
    await db.updateTable('members').set({ status: 'cancelled' }).where('id', '=', 40).execute();
    expect(await hasHoldingMembership(db, member.customerId, 1, today)).toBe(false);
    await db.updateTable('members').set({ status: 'active' }).where('id', '=', 40).execute();
  });

  it('gives a member back benefit tickets: its balance up and its used balance down', async () => {
    await giveBackMemberBenefits(database.db, 40, 2);
    expect(await database.db.selectFrom('members').select(['balance', 'used_balance']).where('id', '=', 40).executeTakeFirst()).toEqual({
      balance: 11,
      used_balance: 1,
    });
  });
});
