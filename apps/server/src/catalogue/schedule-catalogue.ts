import { VIDEO_ON_DEMAND_VENUE_TYPES } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The catalogue's read port of what the schedule and the orders name: a presentation's feature, its hall and the
 * hall's location. The presentations and reservations modules read their own rows and then these by id, rather than
 * joining the catalogue's tables (the house rule of tools/eslint/table-owners.js).
 */

/** What a presentation shows of its feature. */
export interface ScheduleFeature {
  id: number;
  name_he: string;
  name_en: string;
  synopsis_he: string | null;
  synopsis_en: string | null;
  category_id: number | null;
  rating_name: string | null;
  release_date: string | null;
  duration_minutes: number;
}

/** A hall with its location: names, the location's time zone and whether it sells offline only. */
export interface ScheduleHall {
  id: number;
  name_he: string;
  name_en: string;
  location_id: number;
  location_name_he: string;
  location_name_en: string;
  time_zone: string;
  is_offline: number;
}

export interface ScheduleCatalogue {
  features: ReadonlyMap<number, ScheduleFeature>;
  halls: ReadonlyMap<number, ScheduleHall>;
}

const nothing = <T>() => sql<T | null>`null`;

/**
 * Some features and some halls (with their locations) by id, in one statement (a UNION ALL: the public listing and
 * the order page read it on every request, so it costs them one round trip, not two); only the features, or only the
 * halls, when no id of the other is given. An unknown id is left out.
 */
export async function scheduleCatalogue(
  db: Kysely<Database>,
  ids: { featureIds: readonly number[]; venueIds: readonly number[] },
): Promise<ScheduleCatalogue> {
  const featureIds = [...new Set(ids.featureIds)];
  const venueIds = [...new Set(ids.venueIds)];
  const features = new Map<number, ScheduleFeature>();
  const halls = new Map<number, ScheduleHall>();
  if (featureIds.length === 0 && venueIds.length === 0) return { features, halls };
  const featureRows = db
    .selectFrom('features as f')
    .select((eb) => [
      sql<'f' | 'h'>`'f'`.as('kind'),
      'f.id',
      'f.name_he',
      'f.name_en',
      'f.synopsis_he',
      'f.synopsis_en',
      'f.category_id',
      'f.rating_name',
      'f.release_date',
      eb.ref('f.duration_minutes').$castTo<number | null>().as('duration_minutes'),
      nothing<number>().as('location_id'),
      nothing<string>().as('location_name_he'),
      nothing<string>().as('location_name_en'),
      nothing<string>().as('time_zone'),
      nothing<number>().as('is_offline'),
    ])
    .where('f.id', 'in', featureIds);
  const hallRows = db
    .selectFrom('venues as v')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .select([
      sql<'f' | 'h'>`'h'`.as('kind'),
      'v.id',
      'v.name_he',
      'v.name_en',
      nothing<string>().as('synopsis_he'),
      nothing<string>().as('synopsis_en'),
      nothing<number>().as('category_id'),
      nothing<string>().as('rating_name'),
      nothing<string>().as('release_date'),
      nothing<number>().as('duration_minutes'),
      'l.id as location_id',
      'l.name_he as location_name_he',
      'l.name_en as location_name_en',
      'l.time_zone',
      'l.is_offline',
    ])
    .where('v.id', 'in', venueIds);
  const query = venueIds.length === 0 ? featureRows : featureIds.length === 0 ? hallRows : featureRows.unionAll(hallRows);
  for (const r of await query.execute()) {
    if (r.kind === 'f') {
      const { id, name_he, name_en, synopsis_he, synopsis_en, category_id, rating_name, release_date } = r;
      const duration_minutes = Number(r.duration_minutes);
      features.set(id, { id, name_he, name_en, synopsis_he, synopsis_en, category_id, rating_name, release_date, duration_minutes });
    } else {
      halls.set(r.id, {
        id: r.id,
        name_he: r.name_he,
        name_en: r.name_en,
        location_id: Number(r.location_id),
        location_name_he: r.location_name_he ?? '',
        location_name_en: r.location_name_en ?? '',
        time_zone: r.time_zone ?? '',
        is_offline: Number(r.is_offline),
      });
    }
  }
  return { features, halls };
}

/**
 * The ids of a location's halls as a subquery, for a caller's filter (`where('p.venue_id', 'in', …)`): the listing
 * narrowed to a branch stays one statement.
 */
export function hallIdsOfLocation(db: Kysely<Database>, locationId: number) {
  return db.selectFrom('venues').select('id').where('location_id', '=', locationId);
}

/** A business's features, newest first, with their running time (the back office's schedule form). */
export function featuresOfBusiness(db: Kysely<Database>, businessId: number) {
  return db
    .selectFrom('features')
    .select(['id', 'name_he', 'name_en', 'duration_minutes'])
    .where('business_id', '=', businessId)
    .orderBy('id', 'desc')
    .execute();
}

/** A business's venues (video on demand included), with their location's names, default plan and type, by id. */
export function venuesOfBusiness(db: Kysely<Database>, businessId: number) {
  return db
    .selectFrom('venues as v')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .select([
      'v.id',
      'v.name_he',
      'v.name_en',
      'l.name_he as location_he',
      'l.name_en as location_en',
      'v.default_seatplan_id',
      'v.venue_type_id',
    ])
    .where('v.business_id', '=', businessId)
    .orderBy('v.id')
    .execute();
}

/** The business's streaming venue (venue types 101-104, its first by id), or undefined when it has none. */
export function streamingVenueOf(db: Kysely<Database>, businessId: number) {
  return db
    .selectFrom('venues')
    .select(['id', 'venue_type_id'])
    .where('business_id', '=', businessId)
    .where('venue_type_id', '>=', VIDEO_ON_DEMAND_VENUE_TYPES.first)
    .where('venue_type_id', '<=', VIDEO_ON_DEMAND_VENUE_TYPES.last)
    .orderBy('id')
    .executeTakeFirst();
}
