import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The seating module's read port of the seats an order's claims hold, for the settlement (ADR 0010): once the order is
 * confirmed its seats are announced sold, and the checkout reads them here rather than the claims table.
 */

/** The seats claimed by an order, with their presentation. */
export function claimedSeatsOfOrder(
  db: Kysely<Database>,
  reservationId: number,
): Promise<Array<{ presentation_id: number; seat_id: number }>> {
  return db.selectFrom('seat_claims').select(['presentation_id', 'seat_id']).where('reservation_id', '=', reservationId).execute();
}
