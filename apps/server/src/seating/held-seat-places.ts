import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The seating module's read port of a holder's live holds, for the cart's pricing (ADR 0009): which presentations the
 * buyer holds seats in, and the held seats with their places. A hold is live while its claim is `held` and expires
 * after `now` (an ISO instant); an expired hold not yet released is left out, as the cart never prices it.
 */

/** The presentations in which the holder has live holds (any order). */
export async function presentationsHeldBy(db: Kysely<Database>, holder: string, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('seat_claims')
    .select('presentation_id')
    .distinct()
    .where('buyer_uuid', '=', holder)
    .where('status', '=', 'held')
    .where('expires_at', '>', now)
    .execute();
  return rows.map((r) => r.presentation_id);
}

/** The holder's live held seats of some presentations, with their places and price levels, by presentation then seat id. */
export async function heldSeatPlaces(db: Kysely<Database>, holder: string, presentationIds: readonly number[], now: string) {
  if (presentationIds.length === 0) return [];
  return heldSeatsWithPlaces.execute(db, { buyer: holder, presentationIds: [...presentationIds], now });
}

// On every cart pricing: compiled once per number of presentations (db/compiled-once.ts).
const heldSeatsWithPlaces = new CompiledOnce((db: Kysely<Database>, a: { buyer: string; presentationIds: number[]; now: string }) =>
  db
    .selectFrom('seat_claims as c')
    .innerJoin('seats as s', 's.id', 'c.seat_id')
    .innerJoin('seatplan_sections as sec', 'sec.id', 's.section_id')
    .select([
      'c.presentation_id',
      's.id',
      's.section_id',
      's.grid_x',
      's.grid_y',
      's.ticket_group_id',
      's.row_name',
      's.seat_name',
      's.is_premium',
      'sec.name_he as section_name_he',
      'sec.name_en as section_name_en',
    ])
    .where('c.buyer_uuid', '=', a.buyer)
    .where('c.presentation_id', 'in', a.presentationIds)
    .where('c.status', '=', 'held')
    .where('c.expires_at', '>', a.now)
    .orderBy('c.presentation_id')
    .orderBy('s.id'),
);
