import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The catalogue's read port of the products (concessions and add-ons) a cart prices: those sold at some locations,
 * and a query fragment of the active products for a statement of another module that joins them.
 */

/** A product as a cart prices it. Money in agorot. */
export interface PricedProduct {
  id: number;
  name_he: string;
  name_en: string;
  price_agorot: number;
}

/**
 * A query fragment: the active products (an inactive one is not sold) with their names and prices, as columns `id`,
 * `name_he`, `name_en` and `price_agorot`. Joined as a subquery (`.innerJoin(activeProductPrices(db).as('pr'),
 * 'pr.id', 'a.product_id')`), it stays one statement: SQLite and PostgreSQL flatten it into the join it replaces.
 */
export function activeProductPrices(db: Kysely<Database>) {
  return db.selectFrom('products').select(['id', 'name_he', 'name_en', 'price_agorot']).where('is_active', '=', 1);
}

/** The active products sold at some locations (the concessions of a cart's presentations), one row per location and product. */
export async function activeProductsSoldAt(
  db: Kysely<Database>,
  locationIds: readonly number[],
): Promise<Array<PricedProduct & { location_id: number }>> {
  if (locationIds.length === 0) return [];
  return productsOfLocations.execute(db, { locationIds: [...locationIds] });
}

// On the cart's pricing path (ADR 0009): compiled once per number of locations (db/compiled-once.ts).
const productsOfLocations = new CompiledOnce((db: Kysely<Database>, a: { locationIds: number[] }) =>
  db
    .selectFrom('location_products as lp')
    .innerJoin('products as pr', 'pr.id', 'lp.product_id')
    .select(['lp.location_id', 'pr.id', 'pr.name_he', 'pr.name_en', 'pr.price_agorot'])
    .where('lp.location_id', 'in', a.locationIds)
    .where('pr.is_active', '=', 1),
);
