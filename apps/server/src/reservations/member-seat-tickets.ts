import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newSecret } from '../shared/secrets';

/** A member's seat an order sold with its membership (spec 7): the seat, its price level and policy, its member. */
export interface MemberSeatTicket {
  presentationId: number;
  seatId: number;
  ticketGroupId: number;
  pricePolicyId: number;
  priceAgorot: number;
  memberId: number | null;
}

/**
 * Writes the tickets of the members' seats onto their reservation, inside the commit transaction (the seating module
 * sells the claims, ADR 0007; the tickets are this module's rows): each valid, with its own ticket secret and marked
 * with its member, so that the e-ticket shows them. The order's cancellation cancels them like any ticket.
 */
export async function addMemberSeatTickets(
  trx: Kysely<Database>,
  order: { reservationId: number; at: string },
  tickets: readonly MemberSeatTicket[],
): Promise<void> {
  if (tickets.length === 0) return;
  await trx
    .insertInto('reservation_tickets')
    .values(
      tickets.map((t) => ({
        reservation_id: order.reservationId,
        presentation_id: t.presentationId,
        seat_id: t.seatId,
        ticket_group_id: t.ticketGroupId,
        price_policy_id: t.pricePolicyId,
        price_agorot: t.priceAgorot,
        old_price_agorot: null,
        ticket_secret: newSecret(),
        status: 'valid' as const,
        scanned_at: null,
        code: null,
        member_id: t.memberId,
        system_voucher_id: null,
        ref1: null,
        ref2: null,
        loyalty_points: null,
        created_at: order.at,
      })),
    )
    .execute();
}
