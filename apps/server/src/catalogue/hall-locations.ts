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
