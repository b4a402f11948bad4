import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Query fragments of the schedule and its ticket types, for another module's statement that must stay one statement
 * (the staff dashboard's scoped aggregates and reference sales, ADR 0008, and its latency goal): the caller joins them
 * as subqueries, `.selectFrom(scheduledPresentations(db).as('p'))`, and SQLite and PostgreSQL flatten them into the
 * outer statement, so its plan is the one of a join of the tables themselves. The columns keep the tables' names.
 */

/** Where, when and how each presentation plays (its hall, feature, plan and general-admission limit), and its status. */
export function scheduledPresentations(db: Kysely<Database>) {
  return db
    .selectFrom('presentations')
    .select([
      'id',
      'business_id',
      'business_date',
      'starts_at',
      'status',
      'venue_id',
      'venue_type_id',
      'feature_id',
      'seatplan_id',
      'is_reserved',
      'ga_capacity',
    ]);
}

/** Each ticket type's (price policy's) business, names, kind and place in the business's order. */
export function pricePolicyNames(db: Kysely<Database>) {
  return db.selectFrom('price_policies').select(['id', 'business_id', 'name_he', 'name_en', 'kind', 'sort_order']);
}
