import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Query fragments of the seating module, for an order's pages (the confirmation, the e-ticket, the commit's answer):
 * the reservations module joins them to its tickets as subqueries, so an order's tickets stay one statement while
 * the seating tables stay this module's (ADR 0020). Two fragments of one table each, not one of a join: a ticket
 * without a seat (general admission) needs a left join, and SQLite flattens a left-joined subquery only when it is a
 * single table (a join inside it would be materialised: every seat scanned for each order).
 */

/** Every seat's row and seat names and its section, as columns `id`, `section_id`, `row_name` and `seat_name`. */
export function seatNames(db: Kysely<Database>) {
  return db.selectFrom('seats').select(['id', 'section_id', 'row_name', 'seat_name']);
}

/**
 * Every section's names and seating, as columns `id`, `section_name_he`, `section_name_en` and `section_is_reserved`
 * (0 for a general-admission section of a reserved hall, a standing area).
 */
export function sectionNames(db: Kysely<Database>) {
  return db
    .selectFrom('seatplan_sections')
    .select(['id', 'name_he as section_name_he', 'name_en as section_name_en', 'is_reserved as section_is_reserved']);
}
