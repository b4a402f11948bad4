import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { chunks } from '../shared/chunks';

/**
 * The seating module's read port of its seat counts, for the schedule's listings (how many seats are left, what a plan shows): other
 * modules count seats and claims here rather than in the seating tables. Each function answers a whole set of ids,
 * a few grouped queries however many presentations a listing shows.
 */

const IN_LIST_LIMIT = 5000;

/** Seats that are sold or held by a live hold, per presentation; an expired hold does not count (ADR 0002). */
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

/** What the schedule's listing shows of a seat plan: its sellable seats, its view-area file and its image map. */
export interface ListedSeatplan {
  /** Seats that can be sold (blocked seats never count toward capacity). */
  sellableSeats: number;
  viewAreaFilename: string | null;
  imageMapHtml: string | null;
}

/** Some seat plans with their sellable seats, one statement per IN list; an unknown id is left out. */
export async function listedSeatplans(db: Kysely<Database>, seatplanIds: readonly number[]): Promise<Map<number, ListedSeatplan>> {
  const plans = new Map<number, ListedSeatplan>();
  for (const ids of chunks([...new Set(seatplanIds)], IN_LIST_LIMIT)) {
    const rows = await db
      .selectFrom('seatplans as sp')
      .select((eb) => [
        'sp.id',
        'sp.view_area_filename',
        'sp.image_map_html',
        eb
          .selectFrom('seats as s')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('s.seatplan_id', '=', 'sp.id')
          .where('s.is_blocked', '=', 0)
          .as('sellable'),
      ])
      .where('sp.id', 'in', ids)
      .execute();
    for (const r of rows)
      plans.set(r.id, { sellableSeats: Number(r.sellable ?? 0), viewAreaFilename: r.view_area_filename, imageMapHtml: r.image_map_html });
  }
  return plans;
}
