import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The hold orders whose deadline has passed (ADR 0009), as the checkout's expiry job finds them; it cancels each with
 * cancelOrderRecord (order-records.ts) in its own transaction.
 */

/** Hold orders whose deadline has passed (a literal status so that SQLite uses the partial index of hold orders). */
export function holdOrdersDue(
  db: Kysely<Database>,
  nowIso: string,
  limit: number,
): Promise<Array<{ id: number; identifier: string; business_id: number }>> {
  return db
    .selectFrom('reservations')
    .select(['id', 'identifier', 'business_id'])
    .where('status', '=', sql.lit('hold'))
    .where('hold_deadline', '<=', nowIso)
    .orderBy('hold_deadline')
    .limit(limit)
    .execute();
}

/** Re-reads a hold order inside the expiry transaction: still an unpaid hold past its deadline? */
export async function isHoldStillDue(trx: Kysely<Database>, reservationId: number, nowIso: string): Promise<boolean> {
  const row = await trx
    .selectFrom('reservations')
    .select('id')
    .where('id', '=', reservationId)
    .where('status', '=', 'hold')
    .where('hold_deadline', '<=', nowIso)
    .executeTakeFirst();
  return row !== undefined;
}
