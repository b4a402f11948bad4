import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A query fragment of the catalogue: every hall (venue) with its location and the location's time zone, as columns
 * `venue_id`, `location_id` and `time_zone`. Another module joins it as a subquery where a statement of its own must
 * stay one statement (`.innerJoin(hallLocations(db).as('hl'), 'hl.venue_id', 'p.venue_id')`): SQLite and PostgreSQL
 * flatten the subquery into the join it replaces, while the venues' and locations' tables stay the catalogue's.
 */
export function hallLocations(db: Kysely<Database>) {
  return db
    .selectFrom('venues as v')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .select(['v.id as venue_id', 'v.location_id', 'l.time_zone']);
}

/**
 * The same for an order's pages (the confirmation, the e-ticket, the commit's answer): every hall with its name, its
 * location's name and the location's time zone, as columns `venue_id`, `venue_name_he`, `venue_name_en`,
 * `location_name_he`, `location_name_en` and `time_zone`.
 */
export function hallPlaceNames(db: Kysely<Database>) {
  return db
    .selectFrom('venues as v')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .select([
      'v.id as venue_id',
      'v.name_he as venue_name_he',
      'v.name_en as venue_name_en',
      'l.name_he as location_name_he',
      'l.name_en as location_name_en',
      'l.time_zone',
    ]);
}

/** Every feature's name, as columns `id`, `feature_name_he` and `feature_name_en` (an order's pages). */
export function featureNames(db: Kysely<Database>) {
  return db.selectFrom('features').select(['id', 'name_he as feature_name_he', 'name_en as feature_name_en']);
}
