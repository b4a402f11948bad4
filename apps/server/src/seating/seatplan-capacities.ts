import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A query fragment of the seat plans' capacities, for another module's statement that must stay one statement (the
 * staff dashboard's scoped aggregates, ADR 0008): joined as a subquery, `.leftJoin(seatplanCapacities(db).as('sp'),
 * ...)`, which SQLite and PostgreSQL flatten into the outer statement. The columns keep the table's names.
 */
export function seatplanCapacities(db: Kysely<Database>) {
  return db.selectFrom('seatplans').select(['id', 'capacity']);
}
