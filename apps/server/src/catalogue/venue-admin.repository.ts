import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, LocationsTable, VenuesTable } from '../db/schema';
import { insertBusinessRow, updateBusinessRow } from '../shared/business-rows';
import type { AuditEntry } from '../shared/audit-log';

export type LocationValues = Omit<Insertable<LocationsTable>, 'id' | 'business_id'>;
export type VenueValues = Pick<Updateable<VenuesTable>, 'location_id' | 'name_he' | 'name_en'>;
type Audit = Omit<AuditEntry, 'businessId'>;

const LOCATION_COLUMNS = [
  'id',
  'business_id',
  'name_he',
  'name_en',
  'address_he',
  'address_en',
  'city_he',
  'city_en',
  'is_offline',
] as const;
const VENUE_COLUMNS = ['id', 'business_id', 'location_id', 'name_he', 'name_en', 'venue_type_id', 'default_seatplan_id'] as const;

/** A business's locations (branches) and venues (halls) as staff edit them; the catalogue owns both. */
export class VenueAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  locations(businessId: number) {
    return this.db.selectFrom('locations').select(LOCATION_COLUMNS).where('business_id', '=', businessId).orderBy('id').execute();
  }

  location(id: number) {
    return this.db.selectFrom('locations').select(LOCATION_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  venues(businessId: number) {
    return this.db.selectFrom('venues').select(VENUE_COLUMNS).where('business_id', '=', businessId).orderBy('id').execute();
  }

  venue(id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('venues').select(VENUE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  createLocation(businessId: number, values: LocationValues, audit: (id: number) => Audit): Promise<number> {
    return insertBusinessRow(this.db, this.dialect, 'locations', businessId, values, audit);
  }

  updateLocation(businessId: number, id: number, values: LocationValues, audit: Audit): Promise<boolean> {
    return updateBusinessRow(this.db, this.dialect, 'locations', businessId, id, values, audit);
  }

  createVenue(businessId: number, values: Required<VenueValues>, audit: (id: number) => Audit): Promise<number> {
    return insertBusinessRow(this.db, this.dialect, 'venues', businessId, values, audit);
  }

  updateVenue(businessId: number, id: number, values: VenueValues, audit: Audit): Promise<boolean> {
    return updateBusinessRow(this.db, this.dialect, 'venues', businessId, id, values, audit);
  }

  /** Makes a plan the venue's default in the caller's transaction (the seating module's plan save). */
  async setDefaultSeatplan(db: Kysely<Database>, venueId: number, seatplanId: number | null): Promise<void> {
    await db.updateTable('venues').set({ default_seatplan_id: seatplanId }).where('id', '=', venueId).execute();
  }
}
