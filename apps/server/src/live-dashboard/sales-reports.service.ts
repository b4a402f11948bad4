import {
  addDays,
  dashboardWindow,
  datesInRange,
  DEFAULT_ROWS_PER_PAGE,
  pageWindow,
  ROWS_PER_PAGE_OPTIONS,
  type Clock,
  type MessageLocale,
} from '@kupa/domain';
import type {
  CinemaMonitorQuery,
  CinemaMonitorResponse,
  FeatureSalesRow,
  FeatureTicketSalesData,
  FeatureTicketSalesPage,
  FeatureTicketSalesQuery,
  LocationTicketSalesData,
  LocationTicketSalesPage,
  PresentationSalesData,
  PresentationSalesQuery,
} from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { StaffContext } from '../staff-auth/staff-context';
import { CatalogueNames } from './catalogue-names';
import type { DashboardCatalogue } from './dashboard-catalogue';
import type { DashboardRepository } from './dashboard.repository';
import type { PresentationFacts } from './presentation-facts';
import { requireDateRange, todayOf, windowRange } from './report-dates';
import { dayRows, idsOf, onlyGroup, regroup, salesFigures, sumGroups } from './sales-figures';
import { SalesBreakdowns } from './sales-breakdowns';
import type { StaffScope } from './staff-scope';

/** Days the cinema monitor's attendance-by-date strip shows, ending at the chosen date. */
const MONITOR_DAYS = 7;

/** Sales monitors: by location, by film, by showtime and location, and the cinema monitor (spec 2 and 7). */
export class SalesReportsService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly catalogue: DashboardCatalogue,
    private readonly facts: PresentationFacts,
    private readonly scope: StaffScope,
    private readonly breakdowns: SalesBreakdowns,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  /** What the location ticket-sales page needs before its first data call. */
  async locationTicketSalesPage(session: StaffContext, locale: MessageLocale, businessIds?: number[]): Promise<LocationTicketSalesPage> {
    const ids = this.scope.businessIds(session, businessIds);
    const today = todayOf(this.clock, this.timeZone);
    const locations = await this.catalogue.locations({ businessIds: ids });
    return {
      today,
      rowsPerPageOptions: [...ROWS_PER_PAGE_OPTIONS],
      defaultRowsPerPage: DEFAULT_ROWS_PER_PAGE,
      days: dashboardWindow(today),
      locations: locations.map((l) => ({
        LocationId: l.id,
        Name: localized(locale, l.name_he, l.name_en),
        BusinessId: l.business_id,
        IsOffline: l.is_offline === 1,
      })),
    };
  }

  /** Ticket sales per location on a date; location 0 means every location of the session. */
  async locationTicketSalesData(
    session: StaffContext,
    date: string,
    locationId: number,
    locale: MessageLocale,
    businessIds?: number[],
  ): Promise<LocationTicketSalesData> {
    const ids = await this.scope.narrowed(session, businessIds, { locationId: locationId === 0 ? undefined : locationId });
    const groups = await this.facts.grouped(
      { businessIds: ids, from: date, to: date, ...(locationId !== 0 ? { locationId } : {}) },
      'location',
    );
    const names = await CatalogueNames.load(this.catalogue, locale, { locationIds: idsOf(groups) });
    const rows = [...groups]
      .map(([key, counts]) => {
        const id = Number(key);
        return {
          LocationId: id,
          LocationName: names.locationName(id),
          BusinessId: names.locations.get(id)?.businessId ?? 0,
          ...salesFigures(counts),
        };
      })
      .sort((a, b) => b.Total - a.Total || a.LocationId - b.LocationId);
    return { date, locationId, totals: salesFigures(sumGroups(groups)), rows };
  }

  /** What the feature ticket-sales page needs: the calendar, locations and the features playing in the window. */
  async featureTicketSalesPage(session: StaffContext, locale: MessageLocale, businessIds?: number[]): Promise<FeatureTicketSalesPage> {
    const page = await this.locationTicketSalesPage(session, locale, businessIds);
    const ids = this.scope.businessIds(session, businessIds);
    const window = windowRange(page.today);
    const features = await this.catalogue.features(
      await this.repository.featureIdsPlaying({ businessIds: ids, from: window.from, to: window.to }),
    );
    return {
      ...page,
      features: features
        .map((f) => ({
          FeatureId: f.id,
          Name: localized(locale, f.name_he, f.name_en),
          FeatureCategoryId: f.category_id,
          BusinessId: f.business_id,
        }))
        .sort((a, b) => a.Name.localeCompare(b.Name, locale) || a.FeatureId - b.FeatureId),
    };
  }

  /** Ticket sales per feature on a date (or per feature and location), best selling first. */
  async featureTicketSalesData(
    session: StaffContext,
    date: string,
    q: FeatureTicketSalesQuery,
    locale: MessageLocale,
  ): Promise<FeatureTicketSalesData> {
    const businessIds = await this.scope.narrowed(session, q.businessIds, { locationId: q.locationId, featureId: q.featureId });
    const byLocation = q.isByLocation ?? false;
    const groups = await this.facts.grouped(
      { businessIds, from: date, to: date, locationId: q.locationId, featureId: q.featureId },
      byLocation ? 'featureLocation' : 'feature',
    );
    const keys = [...groups.keys()].map((key) => key.split(':').map(Number) as [number, number | undefined]);
    const names = await CatalogueNames.load(this.catalogue, locale, {
      featureIds: keys.map(([f]) => f),
      locationIds: keys.flatMap(([, l]) => (l === undefined ? [] : [l])),
    });
    const rows: FeatureSalesRow[] = [...groups].map(([key, counts]) => {
      const [featureId, locationId] = key.split(':').map(Number) as [number, number | undefined];
      const feature = names.features.get(featureId);
      return {
        FeatureId: featureId,
        FeatureName: feature?.name ?? '',
        FeatureCategoryId: feature?.categoryId ?? null,
        BusinessId: feature?.businessId ?? 0,
        LocationId: locationId ?? null,
        LocationName: locationId === undefined ? null : names.locationName(locationId),
        ...salesFigures(counts),
      };
    });
    rows.sort((a, b) => b.SoldQuantity - a.SoldQuantity || a.FeatureId - b.FeatureId || (a.LocationId ?? 0) - (b.LocationId ?? 0));
    return { date, isByLocation: byLocation, totals: salesFigures(sumGroups(groups)), rows };
  }

  /** Sales by showtime and location over a date range: one page of presentations in start order, totals of all. */
  async presentationSales(session: StaffContext, q: PresentationSalesQuery, locale: MessageLocale): Promise<PresentationSalesData> {
    requireDateRange(q.startDate, q.endDate, { from: 'querystring.startDate', to: 'querystring.endDate' });
    const businessIds = await this.scope.narrowed(session, q.businessIds, { locationId: q.locationId, featureId: q.featureId });
    const scope = { businessIds, from: q.startDate, to: q.endDate, locationId: q.locationId, featureId: q.featureId };
    const holds = await this.facts.holds();
    const [all, page] = await Promise.all([
      this.facts.grouped(scope, 'all', holds),
      this.facts.load(scope, pageWindow(q.page, q.pageSize), holds),
    ]);
    const totals = onlyGroup(all);
    const names = await CatalogueNames.of(this.catalogue, page, locale);
    return {
      startDate: q.startDate,
      endDate: q.endDate,
      page: q.page,
      pageSize: q.pageSize,
      totalRows: totals.presentations,
      totals: salesFigures(totals),
      rows: page.map((f) => names.presentationRow(f)),
    };
  }

  /**
   * The cinema monitor of one date: totals, attendance of the seven days up to the date, attendance by venue and
   * by film, concessions by category (a voucher order's products too), the top ten products, sales by channel (POS,
   * web, kiosk) with the gift vouchers,
   * memberships and donations sold through each, and those in total by kind (spec 2).
   */
  async cinemaMonitor(session: StaffContext, q: CinemaMonitorQuery, locale: MessageLocale): Promise<CinemaMonitorResponse> {
    const businessIds = await this.scope.narrowed(session, q.businessIds, { locationId: q.locationId });
    const from = addDays(q.date, -(MONITOR_DAYS - 1));
    const day = { businessIds, from: q.date, to: q.date, locationId: q.locationId };
    const holds = await this.facts.holds();
    const [week, byVenueAndFeature, channels, products, items] = await Promise.all([
      this.facts.grouped({ ...day, from }, 'date', holds),
      this.facts.grouped(day, 'venueFeature', holds),
      this.breakdowns.channels(day, locale, { items: true }),
      this.breakdowns.products(day, locale, { itemOrders: true }),
      this.breakdowns.items(day),
    ]);
    const venues = regroup(byVenueAndFeature, 0);
    const features = regroup(byVenueAndFeature, 1);
    const names = await CatalogueNames.load(this.catalogue, locale, { venueIds: idsOf(venues), featureIds: idsOf(features) });
    return {
      date: q.date,
      totals: salesFigures(sumGroups(venues)),
      days: dayRows(datesInRange(from, q.date), week),
      venues: [...venues]
        .map(([key, counts]) => {
          const id = Number(key);
          return {
            VenueId: id,
            VenueName: names.venueName(id),
            LocationId: names.venues.get(id)?.locationId ?? 0,
            ...salesFigures(counts),
          };
        })
        .sort((a, b) => a.LocationId - b.LocationId || a.VenueId - b.VenueId),
      features: [...features]
        .map(([key, counts]) => {
          const id = Number(key);
          const feature = names.features.get(id);
          return {
            FeatureId: id,
            FeatureName: feature?.name ?? '',
            FeatureCategoryId: feature?.categoryId ?? null,
            BusinessId: feature?.businessId ?? 0,
            ...salesFigures(counts),
          };
        })
        .sort((a, b) => b.SoldQuantity - a.SoldQuantity || a.FeatureId - b.FeatureId),
      ...SalesBreakdowns.concessions(products),
      channels,
      items,
    };
  }
}
