import { businessesWhere, KupaError, roleManages } from '@kupa/domain';
import type { StaffContext } from '../staff-auth/staff-context';
import type { DashboardCatalogue } from './dashboard-catalogue';

/**
 * Keeps every staff answer inside the session's businesses (spec 6: data is scoped by the businessIds of the
 * user). An id that does not exist is NOT_FOUND-style; one that exists in another business is FORBIDDEN.
 */
export class StaffScope {
  constructor(private readonly catalogue: DashboardCatalogue) {}

  /** The businesses to report on: the requested ones, each of them the session's, or else all of the session's. */
  businessIds(session: StaffContext, requested?: readonly number[]): number[] {
    if (!requested || requested.length === 0) return [...session.businessIds];
    const own = new Set(session.businessIds);
    const foreign = requested.find((id) => !own.has(id));
    if (foreign !== undefined) throw new KupaError('FORBIDDEN', { field: 'businessIds', id: foreign });
    return [...new Set(requested)];
  }

  /**
   * The businesses to report on, narrowed to the owner of a location or feature filter (each checked to exist
   * and to be the session's): a filter on a business left out by businessIds simply finds nothing.
   */
  async narrowed(
    session: StaffContext,
    requested: readonly number[] | undefined,
    filters: { locationId?: number | undefined; featureId?: number | undefined },
  ): Promise<number[]> {
    let ids = this.businessIds(session, requested);
    if (filters.locationId !== undefined) {
      const owner = (await this.location(session, filters.locationId)).business_id;
      ids = ids.filter((id) => id === owner);
    }
    if (filters.featureId !== undefined) {
      const owner = (await this.feature(session, filters.featureId)).business_id;
      ids = ids.filter((id) => id === owner);
    }
    return ids;
  }

  /** Refuses a userId parameter other than the session's own (a user cannot ask as somebody else). */
  ownUser(session: StaffContext, userId: number | undefined): void {
    if (userId !== undefined && userId !== session.userId) throw new KupaError('FORBIDDEN', { field: 'userId', id: userId });
  }

  /**
   * What only those who run a business may see or change (ADR 0016: its admin or manager): the session narrowed to
   * the businesses the user manages; FORBIDDEN when there are none.
   */
  admin(session: StaffContext): StaffContext {
    const managed = new Set(businessesWhere(session.roles, roleManages));
    if (managed.size === 0) throw new KupaError('FORBIDDEN');
    return {
      ...session,
      businessIds: session.businessIds.filter((id) => managed.has(id)),
      businesses: session.businesses.filter((b) => managed.has(b.id)),
      roles: session.roles.filter((r) => managed.has(r.businessId)),
    };
  }

  async location(session: StaffContext, id: number) {
    const [location] = await this.catalogue.locations({ ids: [id] });
    if (!location) throw new KupaError('LOCATION_NOT_FOUND', { id });
    this.own(session, location.business_id, 'locationId', id);
    return location;
  }

  /** A venue of a hall (video-on-demand venues are not part of the dashboard); optionally of one location. */
  async venue(session: StaffContext, id: number, locationId?: number) {
    const [venue] = await this.catalogue.venues({ ids: [id] });
    if (!venue) throw new KupaError('VENUE_NOT_FOUND', { id });
    this.own(session, venue.business_id, 'venueId', id);
    if (locationId !== undefined && venue.location_id !== locationId) throw new KupaError('VENUE_NOT_FOUND', { id });
    return venue;
  }

  async feature(session: StaffContext, id: number) {
    const [feature] = await this.catalogue.features([id]);
    if (!feature) throw new KupaError('FEATURE_NOT_FOUND', { id });
    this.own(session, feature.business_id, 'featureId', id);
    return feature;
  }

  async presentation(session: StaffContext, id: number) {
    const presentation = await this.catalogue.presentationOwner(id);
    if (!presentation) throw new KupaError('PRESENTATION_NOT_FOUND', { id });
    this.own(session, presentation.business_id, 'presentationId', id);
    return presentation;
  }

  async customer(session: StaffContext, id: number) {
    const customer = await this.catalogue.customerOwner(id);
    if (!customer) throw new KupaError('CUSTOMER_NOT_FOUND', { id });
    this.own(session, customer.business_id, 'customerId', id);
    return customer;
  }

  async pricePolicy(session: StaffContext, id: number, field = 'pricePolicyId') {
    const policy = await this.catalogue.pricePolicyOwner(id);
    if (!policy) throw new KupaError('NOT_FOUND', { field, id });
    this.own(session, policy.business_id, field, id);
    return policy;
  }

  async featureCategory(session: StaffContext, id: number) {
    const category = await this.catalogue.featureCategoryOwner(id);
    if (!category) throw new KupaError('NOT_FOUND', { field: 'featureCategoryId', id });
    this.own(session, category.business_id, 'featureCategoryId', id);
    return category;
  }

  private own(session: StaffContext, businessId: number, field: string, id: number): void {
    if (!session.businessIds.includes(businessId)) throw new KupaError('FORBIDDEN', { field, id });
  }
}
