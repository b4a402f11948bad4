import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, createCartTestDatabase } from '../testing/cart-test-fixture';

import { testEngines, type TestDatabase } from '../testing/test-database';
import { activeProductsSoldAt } from './location-products';

describe.each(testEngines())("the catalogue's read port of the products a cart prices on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  it('answers the active products sold at some locations, leaving out inactive ones and other locations', async () => {
    const db = database.db;
    expect(await activeProductsSoldAt(db, [20, 21])).toEqual([
      { location_id: 20, id: CART.products.popcorn, name_he: 'פופקורן', name_en: 'Popcorn', price_agorot: 2500 },
    ]);
    expect(await activeProductsSoldAt(db, [21])).toEqual([]);
    expect(await activeProductsSoldAt(db, [])).toEqual([]);
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', CART.products.popcorn).execute();
    try {
      expect(await activeProductsSoldAt(db, [20])).toEqual([]);
    } finally {
      await db.updateTable('products').set({ is_active: 1 }).where('id', '=', CART.products.popcorn).execute();
    }
  });
});
