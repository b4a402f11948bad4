import { VIDEO_ON_DEMAND_VENUE_TYPES } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The catalogue as the staff dashboard names and scopes it: businesses, places, features, channels, products, owners. */
export class DashboardCatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  businesses(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('businesses').select(['id', 'name_he', 'name_en']).where('id', 'in', ids).orderBy('id').execute();
  }

  locations(filter: { ids?: readonly number[]; businessIds?: readonly number[] }) {
    let q = this.db.selectFrom('locations').select(['id', 'business_id', 'name_he', 'name_en', 'time_zone', 'is_offline']);
    if (filter.ids) q = filter.ids.length ? q.where('id', 'in', filter.ids) : q.where('id', '<', 0);
    if (filter.businessIds) q = filter.businessIds.length ? q.where('business_id', 'in', filter.businessIds) : q.where('id', '<', 0);
    return q.orderBy('business_id').orderBy('id').execute();
  }

  /** Halls only: video-on-demand venues are not part of the dashboard. */
  venues(filter: { ids?: readonly number[]; businessIds?: readonly number[] }) {
    let q = this.db
      .selectFrom('venues')
      .select(['id', 'business_id', 'location_id', 'name_he', 'name_en', 'venue_type_id'])
      .where((eb) =>
        eb.or([eb('venue_type_id', '<', VIDEO_ON_DEMAND_VENUE_TYPES.first), eb('venue_type_id', '>', VIDEO_ON_DEMAND_VENUE_TYPES.last)]),
      );
    if (filter.ids) q = filter.ids.length ? q.where('id', 'in', filter.ids) : q.where('id', '<', 0);
    if (filter.businessIds) q = filter.businessIds.length ? q.where('business_id', 'in', filter.businessIds) : q.where('id', '<', 0);
    return q.orderBy('location_id').orderBy('id').execute();
  }

  features(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('features')
      .select(['id', 'business_id', 'category_id', 'name_he', 'name_en'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  featureCategories(businessIds: readonly number[]) {
    if (businessIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('feature_categories')
      .select(['id', 'business_id', 'name_he', 'name_en'])
      .where('business_id', 'in', businessIds)
      .orderBy('id')
      .execute();
  }

  salesChannels(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('sales_channels').select(['id', 'kind', 'name_he', 'name_en']).where('id', 'in', ids).execute();
  }

  products(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('products').select(['id', 'name_he', 'name_en', 'category']).where('id', 'in', ids).execute();
  }

  /** The owner of a presentation, for scope checks (null when the id is unknown). */
  presentationOwner(id: number) {
    return this.db
      .selectFrom('presentations as p')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .select(['p.id', 'p.business_id', 'p.business_date', 'v.location_id', 'p.venue_type_id', 'p.status'])
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  customerOwner(id: number) {
    return this.db.selectFrom('customers').select(['id', 'business_id']).where('id', '=', id).executeTakeFirst();
  }

  pricePolicyOwner(id: number) {
    return this.db.selectFrom('price_policies').select(['id', 'business_id']).where('id', '=', id).executeTakeFirst();
  }

  featureCategoryOwner(id: number) {
    return this.db.selectFrom('feature_categories').select(['id', 'business_id']).where('id', '=', id).executeTakeFirst();
  }
}
