import { seatKey } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeatEventPublisher } from './seat-events';

/** Seats an order gave back, by presentation, as the seat map names them (seatKey). */
export type FreedSeats = Map<number, string[]>;

/**
 * Seats sold to a reservation, given back to sale when the order is cancelled (ADR 0012): seating owns the claims, so
 * it deletes them inside the caller's transaction, and announces them free once that transaction has committed.
 */
export class SoldSeats {
  constructor(private readonly events: SeatEventPublisher) {}

  /** Deletes the reservation's sold claims (the seats are free at once); answers them for the announcement. */
  async release(trx: Kysely<Database>, reservationId: number): Promise<FreedSeats> {
    const claims = await trx
      .selectFrom('seat_claims as c')
      .innerJoin('seats as s', 's.id', 'c.seat_id')
      .select(['c.presentation_id', 's.section_id', 's.grid_x', 's.grid_y'])
      .where('c.reservation_id', '=', reservationId)
      .where('c.status', '=', 'sold')
      .execute();
    await trx.deleteFrom('seat_claims').where('reservation_id', '=', reservationId).where('status', '=', 'sold').execute();
    const freed: FreedSeats = new Map();
    for (const c of claims)
      freed.set(c.presentation_id, [...(freed.get(c.presentation_id) ?? []), seatKey(c.section_id, c.grid_x, c.grid_y)]);
    return freed;
  }

  /** Tells everyone watching the seat maps that these seats are free (after the cancelling transaction committed). */
  announceReleased(freed: FreedSeats): void {
    for (const [presentationId, seats] of freed)
      this.events.publish(
        presentationId,
        seats.map((seat) => ({ seat, state: 'released' as const })),
      );
  }
}
