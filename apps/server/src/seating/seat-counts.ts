import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { chunks } from '../shared/chunks';

/**
 * The seating module's read port of its seat counts, for the schedule's listings (how many seats are left): other
 * modules count seats and claims here rather than in the seating tables. Each function answers a whole set of ids,
 * a few grouped queries however many presentations a listing shows.
 */

const IN_LIST_LIMIT = 5000;

/** Seats that are sold or held by a live lock, per presentation; an expired hold does not count (ADR 0002). */
export async function takenSeatCounts(
  db: Kysely<Database>,
  presentationIds: readonly number[],
  nowIso: string,
): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  for (const ids of chunks(presentationIds, IN_LIST_LIMIT)) {
    const rows = await db
      .selectFrom('seat_claims')
      .select(['presentation_id', (eb) => eb.fn.countAll<number>().as('taken')])
      .where('presentation_id', 'in', ids)
      .where((eb) => eb.or([eb('status', '=', 'sold'), eb('expires_at', '>', nowIso)]))
      .groupBy('presentation_id')
      .execute();
    for (const r of rows) taken.set(r.presentation_id, Number(r.taken));
  }
  return taken;
}

/** Sellable seats per seat plan (blocked seats never count toward capacity). */
export async function sellableSeatCounts(db: Kysely<Database>, seatplanIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const ids of chunks(seatplanIds, IN_LIST_LIMIT)) {
    const rows = await db
      .selectFrom('seats')
      .select(['seatplan_id', (eb) => eb.fn.countAll<number>().as('seats')])
      .where('seatplan_id', 'in', ids)
      .where('is_blocked', '=', 0)
      .groupBy('seatplan_id')
      .execute();
    for (const r of rows) counts.set(r.seatplan_id, Number(r.seats));
  }
  return counts;
}
