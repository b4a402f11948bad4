import { VIDEO_ON_DEMAND_VENUE_TYPES } from '@kupa/domain';
import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The catalogue's read port of its places, features, channels and products, for the pages of other modules that
 * name them (the staff dashboard, order pages): they read them here rather than the catalogue's tables (the house
 * rule of tools/eslint/table-owners.js). Each function answers a whole set of ids at once, so that a caller joins
 * in memory what it used to join in SQL without a query per row.
 */

/** Which rows a filter keeps: some ids, the rows of some businesses, or both (an empty list keeps none). */
export interface CatalogueFilter {
  ids?: readonly number[] | undefined;
  businessIds?: readonly number[] | undefined;
}

/** Some locations by id or business, in business then id order. */
export function locationsWhere(db: Kysely<Database>, filter: CatalogueFilter) {
  let q = db.selectFrom('locations').select(['id', 'business_id', 'name_he', 'name_en', 'time_zone', 'is_offline']);
  if (filter.ids) q = filter.ids.length ? q.where('id', 'in', filter.ids) : q.where('id', '<', 0);
  if (filter.businessIds) q = filter.businessIds.length ? q.where('business_id', 'in', filter.businessIds) : q.where('id', '<', 0);
  return q.orderBy('business_id').orderBy('id').execute();
}

/** Some halls by id or business, in location then id order: video-on-demand venues (no hall) are left out. */
export function hallsWhere(db: Kysely<Database>, filter: CatalogueFilter) {
  let q = db
    .selectFrom('venues')
    .select(['id', 'business_id', 'location_id', 'name_he', 'name_en', 'venue_type_id'])
    .where((eb) =>
      eb.or([eb('venue_type_id', '<', VIDEO_ON_DEMAND_VENUE_TYPES.first), eb('venue_type_id', '>', VIDEO_ON_DEMAND_VENUE_TYPES.last)]),
    );
  if (filter.ids) q = filter.ids.length ? q.where('id', 'in', filter.ids) : q.where('id', '<', 0);
  if (filter.businessIds) q = filter.businessIds.length ? q.where('business_id', 'in', filter.businessIds) : q.where('id', '<', 0);
  return q.orderBy('location_id').orderBy('id').execute();
}

/** Some features by id, with their category (an unknown id is left out). */
export function featuresByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('features')
    .select(['id', 'business_id', 'category_id', 'name_he', 'name_en'])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .execute();
}

/** The feature categories of some businesses. */
export function featureCategoriesOf(db: Kysely<Database>, businessIds: readonly number[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feature_categories')
    .select(['id', 'business_id', 'name_he', 'name_en'])
    .where('business_id', 'in', businessIds)
    .orderBy('id')
    .execute();
}

/** The business of a feature category (what a request is scoped by); undefined for an unknown one. */
export function featureCategoryBusiness(db: Kysely<Database>, id: number) {
  return db.selectFrom('feature_categories').select(['id', 'business_id']).where('id', '=', id).executeTakeFirst();
}

/** Some sales channels by id, with their kind. */
export function salesChannelsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sales_channels')
    .select(['id', 'kind', 'name_he', 'name_en'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Some products by id, with their category. */
export function productsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name_he', 'name_en', 'category'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Some active products by id with their prices, in display order (sort order, then id): a ticket type's add-ons. */
export function activeProductsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name_he', 'name_en', 'price_agorot'])
    .where('id', 'in', [...new Set(ids)])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const hallSeatingById = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('venues as v')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .select(['v.id', 'v.default_seatplan_id', 'l.is_offline', 'l.time_zone'])
    .where('v.id', '=', a.id),
);

/** What seat selection needs of a hall: its default seat plan and its location's offline flag and time zone; undefined for an unknown one. */
export async function hallSeatingFacts(db: Kysely<Database>, venueId: number) {
  const [row] = await hallSeatingById.execute(db, { id: venueId });
  return row;
}
