import type { Kysely } from 'kysely';
import {
  featureCategoriesOf,
  featureCategoryBusiness,
  featuresByIds,
  hallsWhere,
  locationsWhere,
  productsByIds,
  salesChannelsByIds,
  type CatalogueFilter,
} from '../catalogue/catalogue-directory';
import { businessFactsByIds } from '../catalogue/business-directory';
import { customerBusiness } from '../customer-auth/customer-names';
import type { Database } from '../db/schema';
import { pricePolicyBusiness } from '../presentations/business-price-policies';
import { presentationBusinessDay } from '../presentations/presentation-business';

/**
 * The catalogue as the staff dashboard names and scopes it: businesses, places, features, channels, products and the
 * owners of the ids a request names. It owns no table: each read goes through the owner's read port (catalogue,
 * presentations, customer-auth), one query per kind of thing for a whole set of ids.
 */
export class DashboardCatalogue {
  constructor(private readonly db: Kysely<Database>) {}

  async businesses(ids: readonly number[]) {
    const facts = await businessFactsByIds(this.db, ids);
    return [...facts.values()].sort((a, b) => a.id - b.id).map((b) => ({ id: b.id, name_he: b.nameHe, name_en: b.nameEn }));
  }

  locations(filter: CatalogueFilter) {
    return locationsWhere(this.db, filter);
  }

  /** Halls only: video-on-demand venues are not part of the dashboard. */
  venues(filter: CatalogueFilter) {
    return hallsWhere(this.db, filter);
  }

  features(ids: readonly number[]) {
    return featuresByIds(this.db, ids);
  }

  featureCategories(businessIds: readonly number[]) {
    return featureCategoriesOf(this.db, businessIds);
  }

  salesChannels(ids: readonly number[]) {
    return salesChannelsByIds(this.db, ids);
  }

  products(ids: readonly number[]) {
    return productsByIds(this.db, ids);
  }

  /** The business and date of a presentation, for scope checks (undefined when the id is unknown). */
  presentationOwner(id: number) {
    return presentationBusinessDay(this.db, id);
  }

  customerOwner(id: number) {
    return customerBusiness(this.db, id);
  }

  pricePolicyOwner(id: number) {
    return pricePolicyBusiness(this.db, id);
  }

  featureCategoryOwner(id: number) {
    return featureCategoryBusiness(this.db, id);
  }
}
