import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A product (concession) offered with an order that has no presentation. Money in agorot. */
export interface ItemOrderProduct {
  id: number;
  nameHe: string;
  nameEn: string;
  category: string;
  priceAgorot: number;
}

/**
 * The products a business offers with an order that is not seats (a gift voucher order, spec 2 "Voucher order":
 * choose vouchers, authentication, products …): the active products of the business's web location — its first
 * location that is not offline (lowest id). A business without one offers none (ADR 0011, addendum).
 */
export async function itemOrderProductsOf(db: Kysely<Database>, businessId: number): Promise<ItemOrderProduct[]> {
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('business_id', '=', businessId)
    .where('is_offline', '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!location) return [];
  const rows = await db
    .selectFrom('location_products as lp')
    .innerJoin('products as pr', 'pr.id', 'lp.product_id')
    .select(['pr.id', 'pr.name_he', 'pr.name_en', 'pr.category', 'pr.price_agorot'])
    .where('lp.location_id', '=', location.id)
    .where('pr.business_id', '=', businessId)
    .where('pr.is_active', '=', 1)
    .orderBy('pr.sort_order')
    .orderBy('pr.id')
    .execute();
  return rows.map((r) => ({ id: r.id, nameHe: r.name_he, nameEn: r.name_en, category: r.category, priceAgorot: r.price_agorot }));
}

/** The active products (concessions) sold at some locations, per location, in the catalogue's order (sort order, id). */
export async function activeProductsOfLocations(
  db: Kysely<Database>,
  locationIds: readonly number[],
): Promise<Map<number, Array<{ id: number; name_he: string; name_en: string; category: string; price_agorot: number }>>> {
  const products = new Map<number, Array<{ id: number; name_he: string; name_en: string; category: string; price_agorot: number }>>();
  if (locationIds.length === 0) return products;
  const rows = await db
    .selectFrom('location_products as lp')
    .innerJoin('products as pr', 'pr.id', 'lp.product_id')
    .select(['lp.location_id', 'pr.id', 'pr.name_he', 'pr.name_en', 'pr.category', 'pr.price_agorot'])
    .where('lp.location_id', 'in', [...new Set(locationIds)])
    .where('pr.is_active', '=', 1)
    .orderBy('pr.sort_order')
    .orderBy('pr.id')
    .execute();
  for (const { location_id, ...product } of rows) {
    const list = products.get(location_id) ?? [];
    list.push(product);
    products.set(location_id, list);
  }
  return products;
}
