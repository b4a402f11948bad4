import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartTestDatabase } from '../testing/cart-test-fixture';

import { testEngines, type TestDatabase } from '../testing/test-database';
import { useMemberBalance } from './order-member-balances';

/** The cart fixture's member M1: 2 benefit tickets left, none used. */
const MEMBER = 81;

describe.each(testEngines())("an order's use of a member's benefit tickets on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  it('uses tickets of the balance, refusing (changing nothing) when it does not cover them', async () => {
    const member = () =>
      database.db.selectFrom('members').select(['balance', 'used_balance']).where('id', '=', MEMBER).executeTakeFirstOrThrow();
    expect(await useMemberBalance(database.db, MEMBER, 3)).toBe(false);
    expect(await member()).toEqual({ balance: 2, used_balance: 0 });
    expect(await useMemberBalance(database.db, MEMBER, 2)).toBe(true);
    expect(await member()).toEqual({ balance: 0, used_balance: 2 });
    expect(await useMemberBalance(database.db, MEMBER, 1)).toBe(false);
  });
});
