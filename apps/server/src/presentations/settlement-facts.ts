import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What settling and undoing an order need of the schedule, as query fragments (ADR 0010, 0012): the reservations
 * module joins them to its tickets as subqueries, so each read stays one statement (SQLite and PostgreSQL flatten
 * them into a join by primary key) while the schedule's tables stay this module's.
 */

/** Every presentation's start time, by id (when an order's first presentation starts). */
export function presentationStarts(db: Kysely<Database>) {
  return db.selectFrom('presentations').select(['id', 'starts_at']);
}

/** Every price policy's kind, by id (which tickets used a member's benefit). */
export function pricePolicyKinds(db: Kysely<Database>) {
  return db.selectFrom('price_policies').select(['id', 'kind']);
}
