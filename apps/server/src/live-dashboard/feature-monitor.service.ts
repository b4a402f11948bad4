import { datesInRange, KupaError, localDateTimeOf, pageWindow, toMajorUnits, type Clock, type MessageLocale } from '@kupa/domain';
import type {
  AvailableFeaturesQuery,
  AvailableFeaturesResponse,
  AvailablePresentationsQuery,
  AvailablePresentationsResponse,
  FeatureDataQuery,
  FeatureDataResponse,
  PresentationDataResponse,
} from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { StaffContext } from '../staff-auth/staff-context';
import { CatalogueNames } from './catalogue-names';
import type { DashboardCatalogue } from './dashboard-catalogue';
import type { DashboardRepository } from './dashboard.repository';
import type { PresentationFacts } from './presentation-facts';
import { requireDateRange, todayOf, windowRange } from './report-dates';
import { dayRows, idsOf, salesFigures, sumGroups } from './sales-figures';
import { withoutAgorot, type SalesBreakdowns } from './sales-breakdowns';
import type { StaffScope } from './staff-scope';

/**
 * The version 2 feature view (spec 2: feature view with presentation and date-range filters): which features
 * play in a range, one feature's figures by day and location, its presentations, and one presentation in full.
 * A range left out is the 29-day dashboard window.
 */
export class FeatureMonitorService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly catalogue: DashboardCatalogue,
    private readonly facts: PresentationFacts,
    private readonly scope: StaffScope,
    private readonly breakdowns: SalesBreakdowns,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async availableFeatures(session: StaffContext, q: AvailableFeaturesQuery, locale: MessageLocale): Promise<AvailableFeaturesResponse> {
    const { from, to } = this.range(q);
    const businessIds = await this.scope.narrowed(session, q.businessIds, { locationId: q.locationId });
    const groups = await this.facts.grouped({ businessIds, from, to, locationId: q.locationId }, 'feature');
    const names = await CatalogueNames.load(this.catalogue, locale, { featureIds: idsOf(groups) });
    const features = [...groups]
      .map(([key, g]) => {
        const id = Number(key);
        const feature = names.features.get(id);
        return {
          FeatureId: id,
          Name: feature?.name ?? '',
          FeatureCategoryId: feature?.categoryId ?? null,
          BusinessId: feature?.businessId ?? 0,
          Presentations: g.presentations,
          FirstDate: g.firstDate,
          LastDate: g.lastDate,
        };
      })
      .sort((a, b) => a.Name.localeCompare(b.Name, locale) || a.FeatureId - b.FeatureId);
    return { startDate: from, endDate: to, features };
  }

  async featureData(session: StaffContext, q: FeatureDataQuery, locale: MessageLocale): Promise<FeatureDataResponse> {
    const { from, to } = this.range(q);
    const feature = await this.scope.feature(session, q.featureId);
    if (q.locationId !== undefined) await this.scope.location(session, q.locationId);
    const scope = { businessIds: [feature.business_id], from, to, featureId: feature.id, locationId: q.locationId };
    const holds = await this.facts.holds();
    const [byDate, byLocation] = await Promise.all([
      this.facts.grouped(scope, 'date', holds),
      this.facts.grouped(scope, 'location', holds),
    ]);
    const names = await CatalogueNames.load(this.catalogue, locale, { locationIds: idsOf(byLocation) });
    return {
      startDate: from,
      endDate: to,
      feature: {
        FeatureId: feature.id,
        Name: localized(locale, feature.name_he, feature.name_en),
        FeatureCategoryId: feature.category_id,
        BusinessId: feature.business_id,
      },
      totals: salesFigures(sumGroups(byDate)),
      days: dayRows(datesInRange(from, to), byDate),
      locations: [...byLocation]
        .map(([key, counts]) => ({
          LocationId: Number(key),
          LocationName: names.locationName(Number(key)),
          BusinessId: feature.business_id,
          ...salesFigures(counts),
        }))
        .sort((a, b) => a.LocationId - b.LocationId),
    };
  }

  /** One page of a feature's presentations in start order (a busy film plays thousands of times a month). */
  async availablePresentations(
    session: StaffContext,
    q: AvailablePresentationsQuery,
    locale: MessageLocale,
  ): Promise<AvailablePresentationsResponse> {
    const { from, to } = this.range(q);
    const feature = await this.scope.feature(session, q.featureId);
    if (q.locationId !== undefined) await this.scope.location(session, q.locationId);
    const scope = { businessIds: [feature.business_id], from, to, featureId: feature.id, locationId: q.locationId };
    const [rows, totalRows] = await Promise.all([
      this.repository.presentationList(scope, pageWindow(q.page, q.pageSize)),
      this.repository.countPresentations(scope),
    ]);
    const names = await CatalogueNames.load(this.catalogue, locale, {
      locationIds: rows.map((r) => r.location_id),
      venueIds: rows.map((r) => r.venue_id),
    });
    return {
      startDate: from,
      endDate: to,
      featureId: feature.id,
      page: q.page,
      pageSize: q.pageSize,
      totalRows,
      presentations: rows.map((r) => ({
        PresentationId: r.id,
        BusinessDate: r.business_date,
        PresentationDateTime: localDateTimeOf(new Date(r.starts_at), names.locations.get(r.location_id)?.timeZone),
        StartsAt: r.starts_at,
        VenueId: r.venue_id,
        VenueName: names.venueName(r.venue_id),
        LocationId: r.location_id,
        LocationName: names.locationName(r.location_id),
      })),
    };
  }

  /** One presentation: its dashboard data, sales per ticket type, per channel and its products. */
  async presentationData(session: StaffContext, presentationId: number, locale: MessageLocale): Promise<PresentationDataResponse> {
    const owner = await this.scope.presentation(session, presentationId);
    const scope = { businessIds: [owner.business_id], from: owner.business_date, to: owner.business_date, presentationId };
    const [fact] = await this.facts.load(scope);
    // Video on demand and called-off shows are not part of the dashboard.
    if (!fact) throw new KupaError('PRESENTATION_NOT_FOUND', { id: presentationId });
    const [names, ticketTypes, channels, products] = await Promise.all([
      CatalogueNames.of(this.catalogue, [fact], locale),
      this.repository.ticketTypeSales(presentationId),
      this.breakdowns.channels(scope, locale),
      this.breakdowns.products(scope, locale),
    ]);
    return {
      presentation: names.presentationRow(fact),
      ticketTypes: ticketTypes.map((t) => ({
        PricePolicyId: t.id,
        TicketName: localized(locale, t.name_he, t.name_en),
        Kind: t.kind,
        SoldQuantity: Number(t.sold),
        TicketsTotal: toMajorUnits(Number(t.agorot)),
      })),
      channels,
      products: products.map(withoutAgorot),
    };
  }

  private range(q: { startDate?: string | undefined; endDate?: string | undefined }): { from: string; to: string } {
    const window = windowRange(todayOf(this.clock, this.timeZone));
    const from = q.startDate ?? (q.endDate && q.endDate < window.from ? q.endDate : window.from);
    const to = q.endDate ?? (q.startDate && q.startDate > window.to ? q.startDate : window.to);
    requireDateRange(from, to, { from: 'querystring.startDate', to: 'querystring.endDate' });
    return { from, to };
  }
}
