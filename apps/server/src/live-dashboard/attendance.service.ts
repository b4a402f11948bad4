import { dashboardWindow, datesInRange, WEEKEND_DAYS, type Clock, type MessageLocale } from '@kupa/domain';
import type {
  AttendanceByDateResponse,
  AttendanceByFeatureResponse,
  AttendanceByLocationResponse,
  AttendanceByVenueResponse,
  CinemaFilterDataResponse,
  PresentationBoxParams,
  PresentationBoxResponse,
} from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { StaffContext } from '../staff-auth/staff-context';
import { CatalogueNames } from './catalogue-names';
import type { DashboardCatalogue } from './dashboard-catalogue';
import type { DashboardRepository } from './dashboard.repository';
import type { PresentationFacts } from './presentation-facts';
import { requireDateRange, todayOf, windowRange } from './report-dates';
import { dayRows, idsOf, salesFigures, sumGroups, totalCounts } from './sales-figures';
import type { StaffScope } from './staff-scope';

/** The attendance dashboard: the calendar, then date -> location -> venue or feature -> presentation box (spec 2). */
export class AttendanceService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly catalogue: DashboardCatalogue,
    private readonly facts: PresentationFacts,
    private readonly scope: StaffScope,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  /** Attendance per business date over a range of at most 366 days; every date is present. */
  async byDate(session: StaffContext, from: string, to: string, businessIds?: number[]): Promise<AttendanceByDateResponse> {
    requireDateRange(from, to, { from: 'params.from', to: 'params.to' });
    const byDate = await this.facts.grouped({ businessIds: this.scope.businessIds(session, businessIds), from, to }, 'date');
    return { from, to, totals: salesFigures(sumGroups(byDate)), days: dayRows(datesInRange(from, to), byDate) };
  }

  /** Attendance per location on one date (locations with at least one presentation that day). */
  async byLocation(
    session: StaffContext,
    date: string,
    locale: MessageLocale,
    businessIds?: number[],
  ): Promise<AttendanceByLocationResponse> {
    const groups = await this.facts.grouped(
      { businessIds: this.scope.businessIds(session, businessIds), from: date, to: date },
      'location',
    );
    const names = await CatalogueNames.load(this.catalogue, locale, { locationIds: idsOf(groups) });
    const locations = [...groups]
      .map(([key, counts]) => {
        const id = Number(key);
        return {
          LocationId: id,
          LocationName: names.locationName(id),
          BusinessId: names.locations.get(id)?.businessId ?? 0,
          ...salesFigures(counts),
        };
      })
      .sort((a, b) => a.BusinessId - b.BusinessId || a.LocationId - b.LocationId);
    return { date, totals: salesFigures(sumGroups(groups)), locations };
  }

  /** Attendance per venue of one location on one date. */
  async byVenue(session: StaffContext, date: string, locationId: number, locale: MessageLocale): Promise<AttendanceByVenueResponse> {
    const location = await this.scope.location(session, locationId);
    const groups = await this.facts.grouped({ businessIds: [location.business_id], from: date, to: date, locationId }, 'venue');
    const names = await CatalogueNames.load(this.catalogue, locale, { locationIds: [locationId], venueIds: idsOf(groups) });
    const venues = [...groups]
      .map(([key, counts]) => ({
        VenueId: Number(key),
        VenueName: names.venueName(Number(key)),
        LocationId: locationId,
        ...salesFigures(counts),
      }))
      .sort((a, b) => a.VenueId - b.VenueId);
    return { date, location: locationRef(names, locationId), totals: salesFigures(sumGroups(groups)), venues };
  }

  /** Attendance per feature at one location on one date, best attended first. */
  async byFeature(session: StaffContext, date: string, locationId: number, locale: MessageLocale): Promise<AttendanceByFeatureResponse> {
    const location = await this.scope.location(session, locationId);
    const groups = await this.facts.grouped({ businessIds: [location.business_id], from: date, to: date, locationId }, 'feature');
    const names = await CatalogueNames.load(this.catalogue, locale, { locationIds: [locationId], featureIds: idsOf(groups) });
    const features = [...groups]
      .map(([key, counts]) => {
        const id = Number(key);
        const feature = names.features.get(id);
        return {
          FeatureId: id,
          FeatureName: feature?.name ?? '',
          FeatureCategoryId: feature?.categoryId ?? null,
          BusinessId: feature?.businessId ?? location.business_id,
          ...salesFigures(counts),
        };
      })
      .sort((a, b) => b.SoldQuantity - a.SoldQuantity || a.FeatureId - b.FeatureId);
    return { date, location: locationRef(names, locationId), totals: salesFigures(sumGroups(groups)), features };
  }

  /** The presentations of one venue, or of one feature, at a location on a date, in start order. */
  async presentationBox(session: StaffContext, p: PresentationBoxParams, locale: MessageLocale): Promise<PresentationBoxResponse> {
    const location = await this.scope.location(session, p.locationId);
    let name: string;
    if (p.drillBy === 'venue') {
      const venue = await this.scope.venue(session, p.id, p.locationId);
      name = localized(locale, venue.name_he, venue.name_en);
    } else {
      const feature = await this.scope.feature(session, p.id);
      name = localized(locale, feature.name_he, feature.name_en);
    }
    const facts = await this.facts.load({
      businessIds: [location.business_id],
      from: p.date,
      to: p.date,
      locationId: p.locationId,
      ...(p.drillBy === 'venue' ? { venueId: p.id } : { featureId: p.id }),
    });
    const names = await CatalogueNames.of(this.catalogue, facts, locale, { locationIds: [p.locationId] });
    return {
      date: p.date,
      location: locationRef(names, p.locationId),
      drillBy: p.drillBy,
      id: p.id,
      name,
      totals: salesFigures(totalCounts(facts)),
      presentations: facts.map((f) => names.presentationRow(f)),
    };
  }

  /**
   * What the dashboard's filters offer: the 29-day calendar with weekend days marked (in the dashboard's time
   * zone, Asia/Jerusalem by default), and the businesses, locations, halls, categories and features (those with
   * presentations in the window) of the session.
   */
  async filterData(session: StaffContext, locale: MessageLocale, businessIds?: number[]): Promise<CinemaFilterDataResponse> {
    const ids = this.scope.businessIds(session, businessIds);
    const today = todayOf(this.clock, this.timeZone);
    const window = windowRange(today);
    const [businesses, locations, venues, categories, featureIds] = await Promise.all([
      this.catalogue.businesses(ids),
      this.catalogue.locations({ businessIds: ids }),
      this.catalogue.venues({ businessIds: ids }),
      this.catalogue.featureCategories(ids),
      this.repository.featureIdsPlaying({ businessIds: ids, from: window.from, to: window.to }),
    ]);
    const features = await this.catalogue.features(featureIds);
    const name = (r: { name_he: string; name_en: string }) => localized(locale, r.name_he, r.name_en);
    return {
      today,
      timeZone: this.timeZone,
      weekendDays: [...WEEKEND_DAYS],
      days: dashboardWindow(today),
      businesses: businesses.map((b) => ({ BusinessId: b.id, Name: name(b) })),
      locations: locations.map((l) => ({ LocationId: l.id, Name: name(l), BusinessId: l.business_id, IsOffline: l.is_offline === 1 })),
      venues: venues.map((v) => ({ VenueId: v.id, Name: name(v), LocationId: v.location_id, BusinessId: v.business_id })),
      featureCategories: categories.map((c) => ({ FeatureCategoryId: c.id, Name: name(c), BusinessId: c.business_id })),
      features: features
        .map((f) => ({ FeatureId: f.id, Name: name(f), FeatureCategoryId: f.category_id, BusinessId: f.business_id }))
        .sort((a, b) => a.Name.localeCompare(b.Name, locale) || a.FeatureId - b.FeatureId),
    };
  }
}

function locationRef(names: CatalogueNames, locationId: number) {
  const location = names.locations.get(locationId);
  return { LocationId: locationId, LocationName: location?.name ?? '', BusinessId: location?.businessId ?? 0 };
}
