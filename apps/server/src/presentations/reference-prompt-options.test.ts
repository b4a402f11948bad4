import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../db/write-transaction';
import { insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import {
  changeReferenceOptionQuantity,
  referenceOptionOwner,
  referencePricePolicyIds,
  referencePromptOptions,
} from './reference-prompt-options';

// testing/live-dashboard-fixture.ts: the cinema's hotel ticket type 3 asks for a reference and has options 1 (Sea Hotel,
// AG-1, 10 places) and 2 (City Hotel, AG-2, 5); the theatre's 21 has option 20 (Stage Inn).
describe.each(testEngines())("the presentations module's reference-prompt options on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertLiveDashboardFixture(database.db, database.dialect);
  });
  afterAll(async () => database?.dispose());

  it('answers the options of businesses with their ticket type, the ticket types with references and an option’s owner', async () => {
    const { db } = database;
    const options = await referencePromptOptions(db, { businessIds: [1] });
    expect(options.map((o) => [o.id, o.reference1, o.policy_name_en])).toEqual([
      [2, 'City Hotel', 'Hotel guest'],
      [1, 'Sea Hotel', 'Hotel guest'],
    ]);
    expect((await referencePromptOptions(db, { businessIds: [1, 2], customerId: 1 })).map((o) => o.id)).toEqual([1]);
    expect((await referencePromptOptions(db, { businessIds: [1, 2], ids: [20] })).map((o) => o.id)).toEqual([20]);
    expect((await referencePricePolicyIds(db, [1, 2])).sort((a, b) => a - b)).toEqual([3, 21]);
    expect(await referenceOptionOwner(db, 20)).toEqual({ id: 20, business_id: 2, price_policy_id: 21 });
    expect(await referenceOptionOwner(db, 999)).toBeUndefined();
  });

  it('changes an option’s quantity only while it has the ticket type and references the editor saw', async () => {
    const { db, dialect } = database;
    const change = (c: { id: number; pricePolicyId: number; reference1: string; reference2: string | null; quantity: number }) =>
      writeTransaction(db, dialect, (trx) => changeReferenceOptionQuantity(trx, c));
    const quantityOf = async (id: number) =>
      (await db.selectFrom('reference_prompt_options').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
    expect(await change({ id: 1, pricePolicyId: 3, reference1: 'Sea Hotel', reference2: 'AG-9', quantity: 3 })).toBeNull();
    expect(await change({ id: 1, pricePolicyId: 21, reference1: 'Sea Hotel', reference2: 'AG-1', quantity: 3 })).toBeNull();
    expect(await change({ id: 1, pricePolicyId: 3, reference1: 'sea hotel', reference2: 'AG-1', quantity: 3 })).toBeNull();
    expect(await quantityOf(1)).toBe(10);
    expect(await change({ id: 1, pricePolicyId: 3, reference1: 'Sea Hotel', reference2: 'AG-1', quantity: 3 })).toEqual({
      id: 1,
      business_id: 1,
      quantity: 10,
      reference1: 'Sea Hotel',
      reference2: 'AG-1',
    });
    expect(await quantityOf(1)).toBe(3);
  });
});
