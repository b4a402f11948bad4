import type { LocationInput, StaffLocation, StaffVenue, VenueInput } from '@kupa/contracts';
import { isVideoOnDemandVenueType, KupaError, type Clock } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { VenueAdminRepository, type LocationValues } from './venue-admin.repository';

type LocationRow = NonNullable<Awaited<ReturnType<VenueAdminRepository['location']>>>;
type VenueRow = NonNullable<Awaited<ReturnType<VenueAdminRepository['venue']>>>;

/** A hall as the seating module needs it for its plans: its business and its current (default) plan. */
export interface HallOfBusiness {
  id: number;
  businessId: number;
  defaultSeatplanId: number | null;
}

/**
 * Locations (branches, with the offline flag of spec 4) and venues (halls) as the back office manages them (issue 13).
 * The presentation and seat calls read the same rows, so a branch going offline stops web booking at once (the seat
 * calls keep a presentation for 2 seconds at most).
 */
export class VenueAdminService {
  constructor(
    private readonly repository: VenueAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<{ locations: StaffLocation[]; venues: StaffVenue[] }> {
    const [locations, venues] = await Promise.all([this.repository.locations(businessId), this.repository.venues(businessId)]);
    return { locations: locations.map(locationOf), venues: venues.filter((v) => !isVideoOnDemandVenueType(v.venue_type_id)).map(venueOf) };
  }

  async createLocation(businessId: number, input: LocationInput, actorId: number): Promise<StaffLocation> {
    const id = await this.repository.createLocation(businessId, locationValues(input), (newId) =>
      this.audit(actorId, 'location.created', 'location', newId, { after: input }),
    );
    return locationOf(await this.ownedLocation(businessId, id));
  }

  async updateLocation(businessId: number, id: number, input: LocationInput, actorId: number): Promise<StaffLocation> {
    const before = locationOf(await this.ownedLocation(businessId, id));
    const audit = this.audit(actorId, 'location.changed', 'location', id, { before, after: input });
    if (!(await this.repository.updateLocation(businessId, id, locationValues(input), audit)))
      throw new KupaError('LOCATION_NOT_FOUND', { id });
    return locationOf(await this.ownedLocation(businessId, id));
  }

  async createVenue(businessId: number, input: VenueInput, actorId: number): Promise<StaffVenue> {
    await this.assertLocation(businessId, input.locationId);
    const values = { location_id: input.locationId, name_he: input.nameHe, name_en: input.nameEn };
    const id = await this.repository.createVenue(businessId, values, (newId) =>
      this.audit(actorId, 'venue.created', 'venue', newId, { after: input }),
    );
    return venueOf(await this.ownedVenue(businessId, id));
  }

  async updateVenue(businessId: number, id: number, input: VenueInput, actorId: number): Promise<StaffVenue> {
    const before = venueOf(await this.ownedVenue(businessId, id));
    await this.assertLocation(businessId, input.locationId);
    const values = { location_id: input.locationId, name_he: input.nameHe, name_en: input.nameEn };
    const audit = this.audit(actorId, 'venue.changed', 'venue', id, { before, after: input });
    if (!(await this.repository.updateVenue(businessId, id, values, audit))) throw new KupaError('VENUE_NOT_FOUND', { id });
    return venueOf(await this.ownedVenue(businessId, id));
  }

  /** A hall of the business with its current plan: VENUE_NOT_FOUND for an unknown one, FORBIDDEN for another's. */
  async hallOf(businessId: number, venueId: number, db?: Kysely<Database>): Promise<HallOfBusiness> {
    const row = await this.ownedVenue(businessId, venueId, db);
    return { id: row.id, businessId: row.business_id, defaultSeatplanId: row.default_seatplan_id };
  }

  /** Makes a plan the hall's current one, in the caller's transaction (seating's plan save, ADR 0015). */
  setDefaultSeatplan(db: Kysely<Database>, venueId: number, seatplanId: number | null): Promise<void> {
    return this.repository.setDefaultSeatplan(db, venueId, seatplanId);
  }

  private async ownedLocation(businessId: number, id: number): Promise<LocationRow> {
    const row = await this.repository.location(id);
    if (!row) throw new KupaError('LOCATION_NOT_FOUND', { id });
    if (row.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'locationId', id });
    return row;
  }

  private async ownedVenue(businessId: number, id: number, db?: Kysely<Database>): Promise<VenueRow> {
    const row = await this.repository.venue(id, db);
    if (!row || isVideoOnDemandVenueType(row.venue_type_id)) throw new KupaError('VENUE_NOT_FOUND', { id });
    if (row.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'venueId', id });
    return row;
  }

  /** A hall's location must be one of the business's own (another tenant's is refused as bad input). */
  private async assertLocation(businessId: number, locationId: number): Promise<void> {
    if ((await this.repository.location(locationId))?.business_id !== businessId) {
      throw new KupaError('VALIDATION_ERROR', { field: 'body.locationId' });
    }
  }

  private audit(actorId: number, action: string, entity: string, id: number, data: unknown) {
    return { at: this.clock.now().toISOString(), actorKind: 'staff', actorId: String(actorId), action, entity, entityId: String(id), data };
  }
}

function locationOf(row: LocationRow): StaffLocation {
  return {
    id: row.id,
    nameHe: row.name_he,
    nameEn: row.name_en,
    addressHe: row.address_he,
    addressEn: row.address_en,
    cityHe: row.city_he,
    cityEn: row.city_en,
    isOffline: row.is_offline === 1,
  };
}

function venueOf(row: VenueRow): StaffVenue {
  return { id: row.id, locationId: row.location_id, nameHe: row.name_he, nameEn: row.name_en, defaultSeatplanId: row.default_seatplan_id };
}

function locationValues(input: LocationInput): LocationValues {
  const text = (value: string | null) => (value === null || value === '' ? null : value);
  return {
    name_he: input.nameHe,
    name_en: input.nameEn,
    address_he: text(input.addressHe),
    address_en: text(input.addressEn),
    city_he: text(input.cityHe),
    city_en: text(input.cityEn),
    is_offline: input.isOffline ? 1 : 0,
  };
}

/** The locations and halls service of a database (the back office and the seating module's plan saves use it). */
export function createVenueAdmin(database: DatabaseHandle, clock: Clock): VenueAdminService {
  return new VenueAdminService(new VenueAdminRepository(database.db, database.dialect), clock);
}
