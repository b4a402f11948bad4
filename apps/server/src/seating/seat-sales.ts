import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { chunks } from '../shared/chunks';

/**
 * The seating module's part of a ticket order (ADR 0007, 0009): inside the commit transaction the buyer's live holds
 * become the order's sold seats; undoing the order (a payment not taken, a hold order past its deadline) deletes its
 * claims, so that the seats are free again; and where the order's seats are on their plans, for the seat events.
 */

/** Seats per statement when claims are updated by id (well under SQLite's and PostgreSQL's parameter limits). */
const SEAT_CHUNK = 500;

/** Where a seat is on its plan (its seat key) and whether it is premium (a hold order counts those). */
export interface OrderSeatFacts {
  id: number;
  section_id: number;
  grid_x: number;
  grid_y: number;
  is_premium: number;
}

/**
 * Turns exactly these live holds of the buyer into sold seats of the reservation; answers how many rows changed
 * (fewer than asked means a hold expired or was taken over).
 */
export async function sellHeldSeats(
  trx: Kysely<Database>,
  buyerUuid: string,
  presentationId: number,
  seatIds: readonly number[],
  reservationId: number,
  now: string,
): Promise<number> {
  let changed = 0;
  for (const part of chunks(seatIds, SEAT_CHUNK)) {
    const sold = await sellHolds.execute(trx, { presentationId, buyerUuid, seatIds: part, reservationId, now });
    changed += sold.length;
  }
  return changed;
}

/** Deletes every claim of an undone order (its seats are free again); answers the seats freed. */
export async function freeOrderSeats(
  trx: Kysely<Database>,
  reservationId: number,
): Promise<Array<{ presentation_id: number; seat_id: number }>> {
  const claims = await trx
    .selectFrom('seat_claims')
    .select(['presentation_id', 'seat_id'])
    .where('reservation_id', '=', reservationId)
    .execute();
  await trx.deleteFrom('seat_claims').where('reservation_id', '=', reservationId).execute();
  return claims;
}

/** Where seats are on their plans (for seat keys in events) and whether they are premium; an unknown id is left out. */
export async function orderSeatFacts(db: Kysely<Database>, seatIds: readonly number[]): Promise<OrderSeatFacts[]> {
  const out = [];
  for (const part of chunks([...new Set(seatIds)], SEAT_CHUNK)) {
    out.push(...(await seatFactsOf.execute(db, { ids: part })));
  }
  return out;
}

// Every purchase runs these: compiled once per shape (db/compiled-once.ts).

const seatFactsOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('seats').select(['id', 'section_id', 'grid_x', 'grid_y', 'is_premium']).where('id', 'in', a.ids),
);

/** Exactly these live holds of the buyer become sold seats of the reservation; the rows answered are the seats sold. */
const sellHolds = new CompiledOnce(
  (db: Kysely<Database>, a: { presentationId: number; buyerUuid: string; seatIds: number[]; reservationId: number; now: string }) =>
    db
      .updateTable('seat_claims')
      .set({ status: 'sold', reservation_id: a.reservationId, expires_at: null, updated_at: a.now })
      .where('presentation_id', '=', a.presentationId)
      .where('buyer_uuid', '=', a.buyerUuid)
      .where('status', '=', 'held')
      .where('expires_at', '>', a.now)
      .where('seat_id', 'in', a.seatIds)
      .returning('seat_id'),
);
