import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { chunks } from '../shared/chunks';

/**
 * What the reservations module answers about sold and held tickets to the staff dashboard: query fragments of its
 * orders for the dashboard's statements that must stay one statement (joined as subqueries, which SQLite and
 * PostgreSQL flatten into the outer statement; the columns keep the tables' names), and the live holds of hold orders.
 * A ticket counts as sold when it is valid and its reservation confirmed.
 */

/** Valid tickets: what a reservation sold and has not cancelled. */
export function validTickets(db: Kysely<Database>) {
  return db
    .selectFrom('reservation_tickets')
    .select(['id', 'reservation_id', 'presentation_id', 'price_policy_id', 'price_agorot', 'ref1', 'ref2', 'created_at'])
    .where('status', '=', 'valid');
}

/** Confirmed reservations: the orders every sales figure counts. */
export function confirmedReservations(db: Kysely<Database>) {
  return db.selectFrom('reservations').select(['id', 'identifier', 'business_date', 'created_at']).where('status', '=', 'confirmed');
}

const IN_LIST_LIMIT = 5000;

/**
 * Valid tickets of unpaid hold orders before their deadline, per presentation: the hold orders are looked up first
 * (through the partial index of hold orders) and their tickets second, since joined in one statement SQLite's planner
 * may walk every ticket in presentation order instead of starting from the few hold orders.
 */
export async function holdOrderTicketCounts(
  db: Kysely<Database>,
  nowIso: string,
): Promise<Array<{ presentation_id: number; held: number }>> {
  const holdOrders = await db
    .selectFrom('reservations')
    .select('id')
    // A literal, not a parameter, so that SQLite can use the partial index of hold orders.
    .where('status', '=', sql.lit('hold'))
    .where('hold_deadline', '>', nowIso)
    .execute();
  const counts: Array<{ presentation_id: number; held: number }> = [];
  for (const ids of chunks(
    holdOrders.map((r) => r.id),
    IN_LIST_LIMIT,
  )) {
    counts.push(
      ...(await db
        .selectFrom('reservation_tickets')
        .select((eb) => ['presentation_id', eb.fn.countAll<number>().as('held')])
        .where('reservation_id', 'in', ids)
        .where('status', '=', 'valid')
        .groupBy('presentation_id')
        .execute()),
    );
  }
  return counts;
}

/**
 * Valid tickets with a reference (Reference1) of some ticket types sold since an instant, read from the partial index
 * of such tickets alone (no join lets a planner start from the presentations instead).
 */
export async function referenceTicketIdsSince(
  db: Kysely<Database>,
  pricePolicyIds: readonly number[],
  sinceIso: string,
): Promise<number[]> {
  if (pricePolicyIds.length === 0) return [];
  const rows = await db
    .selectFrom('reservation_tickets')
    .select('id')
    .where('ref1', 'is not', null)
    .where('created_at', '>=', sinceIso)
    .where('price_policy_id', 'in', pricePolicyIds)
    .where('status', '=', 'valid')
    .execute();
  return rows.map((r) => r.id);
}
