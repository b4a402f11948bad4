import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Seats held per presentation at an instant: held claims not yet expired and not part of an order (a hold order's
 * own claims are left out, so that the reservations module counts its seats once, as tickets). Small whatever the
 * history: only claims that have not expired are read, through the expiry index. The staff dashboard's live holds.
 */
export function heldSeatCounts(db: Kysely<Database>, nowIso: string) {
  return db
    .selectFrom('seat_claims')
    .select((eb) => ['presentation_id', eb.fn.countAll<number>().as('held')])
    .where('status', '=', 'held')
    .where('expires_at', '>', nowIso)
    .where('reservation_id', 'is', null)
    .groupBy('presentation_id')
    .execute();
}
