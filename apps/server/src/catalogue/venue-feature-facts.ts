import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Query fragments of the catalogue's halls and features, for another module's statement that must stay one
 * statement (the staff dashboard's scoped aggregates, ADR 0008, and its latency goal): the caller joins them as
 * subqueries, `.innerJoin(venueLocations(db).as('v'), 'v.id', 'p.venue_id')`, and SQLite and PostgreSQL flatten them
 * into the outer statement, so its plan is the one of a join of the tables themselves. The columns keep the tables'
 * names.
 */

/** Each venue's location and default seat plan. */
export function venueLocations(db: Kysely<Database>) {
  return db.selectFrom('venues').select(['id', 'location_id', 'default_seatplan_id']);
}

/** Each feature's category. */
export function featureCategoryIds(db: Kysely<Database>) {
  return db.selectFrom('features').select(['id', 'category_id']);
}
