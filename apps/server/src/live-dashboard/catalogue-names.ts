import { localDateTimeOf, type MessageLocale } from '@kupa/domain';
import type { PresentationRow } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { DashboardCatalogue } from './dashboard-catalogue';
import type { PresentationFact } from './presentation-facts';
import { salesFigures } from './sales-figures';

export interface NamedLocation {
  id: number;
  businessId: number;
  name: string;
  timeZone: string;
  isOffline: boolean;
}
export interface NamedVenue {
  id: number;
  businessId: number;
  locationId: number;
  name: string;
}
export interface NamedFeature {
  id: number;
  businessId: number;
  categoryId: number | null;
  name: string;
}

/** Names in the request's language of the locations, venues and features some presentations refer to. */
export class CatalogueNames {
  constructor(
    readonly locations: Map<number, NamedLocation>,
    readonly venues: Map<number, NamedVenue>,
    readonly features: Map<number, NamedFeature>,
  ) {}

  /** Names of the locations, venues and features some presentations refer to, plus any other ids given. */
  static of(
    catalogue: DashboardCatalogue,
    facts: readonly PresentationFact[],
    locale: MessageLocale,
    extra: { locationIds?: number[]; venueIds?: number[]; featureIds?: number[] } = {},
  ): Promise<CatalogueNames> {
    return CatalogueNames.load(catalogue, locale, {
      locationIds: [...facts.map((f) => f.locationId), ...(extra.locationIds ?? [])],
      venueIds: [...facts.map((f) => f.venueId), ...(extra.venueIds ?? [])],
      featureIds: [...facts.map((f) => f.featureId), ...(extra.featureIds ?? [])],
    });
  }

  /** Names of some locations, venues and features; the locations of the venues come along (for their time zones). */
  static async load(
    catalogue: DashboardCatalogue,
    locale: MessageLocale,
    ids: { locationIds?: number[]; venueIds?: number[]; featureIds?: number[] },
  ): Promise<CatalogueNames> {
    const unique = (list: number[] | undefined) => [...new Set(list ?? [])];
    const [venues, features] = await Promise.all([
      catalogue.venues({ ids: unique(ids.venueIds) }),
      catalogue.features(unique(ids.featureIds)),
    ]);
    const locations = await catalogue.locations({ ids: unique([...(ids.locationIds ?? []), ...venues.map((v) => v.location_id)]) });
    return new CatalogueNames(
      new Map(
        locations.map((l) => [
          l.id,
          {
            id: l.id,
            businessId: l.business_id,
            name: localized(locale, l.name_he, l.name_en),
            timeZone: l.time_zone,
            isOffline: l.is_offline === 1,
          },
        ]),
      ),
      new Map(
        venues.map((v) => [
          v.id,
          { id: v.id, businessId: v.business_id, locationId: v.location_id, name: localized(locale, v.name_he, v.name_en) },
        ]),
      ),
      new Map(
        features.map((f) => [
          f.id,
          { id: f.id, businessId: f.business_id, categoryId: f.category_id, name: localized(locale, f.name_he, f.name_en) },
        ]),
      ),
    );
  }

  /** The time zone of a venue's location (undefined for an unknown venue: callers fall back to the default). */
  timeZoneOfVenue(venueId: number): string | undefined {
    const venue = this.venues.get(venueId);
    return venue ? this.locations.get(venue.locationId)?.timeZone : undefined;
  }

  locationName(id: number): string {
    return this.locations.get(id)?.name ?? '';
  }
  venueName(id: number): string {
    return this.venues.get(id)?.name ?? '';
  }
  featureName(id: number): string {
    return this.features.get(id)?.name ?? '';
  }

  /** A presentation with its names, its local start in the location's zone and its figures. */
  presentationRow(fact: PresentationFact): PresentationRow {
    const location = this.locations.get(fact.locationId);
    return {
      PresentationId: fact.id,
      BusinessId: fact.businessId,
      LocationId: fact.locationId,
      LocationName: location?.name ?? '',
      VenueId: fact.venueId,
      VenueName: this.venueName(fact.venueId),
      FeatureId: fact.featureId,
      FeatureName: this.featureName(fact.featureId),
      FeatureCategoryId: fact.featureCategoryId,
      BusinessDate: fact.businessDate,
      PresentationDateTime: localDateTimeOf(new Date(fact.startsAt), location?.timeZone),
      StartsAt: fact.startsAt,
      ...salesFigures(fact.counts),
    };
  }
}
