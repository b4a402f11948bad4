import type { Kysely } from 'kysely';
import type { Database, PricePolicyKind } from '../db/schema';
import { pricePolicyKinds } from '../presentations/settlement-facts';

/**
 * The reservations module's read port of what an order's tickets took from benefits and limits, for a customer's
 * cancellation of a paid order (ADR 0012): the checkout gives back, through their owners, the member benefit tickets,
 * loyalty points, discount-code uses and reference-option places the commit took (one per ticket). Read inside the
 * cancelling transaction.
 */

/** What one ticket of the order took: its member, points, code and reference option, and its ticket type's kind. */
export interface UndoneTicketBenefits {
  member_id: number | null;
  loyalty_points: number | null;
  code: string | null;
  ticket_code_id: number | null;
  reference_option_id: number | null;
  /** The kind of its price policy (null when the policy is gone). */
  kind: PricePolicyKind | null;
}

/** Every ticket of the order with what it took; one statement, the price policies' kinds joined as a fragment. */
export function ticketBenefitsOfOrder(trx: Kysely<Database>, reservationId: number): Promise<UndoneTicketBenefits[]> {
  return trx
    .selectFrom('reservation_tickets as t')
    .leftJoin(pricePolicyKinds(trx).as('pp'), 'pp.id', 't.price_policy_id')
    .select(['t.member_id', 't.loyalty_points', 't.code', 't.ticket_code_id', 't.reference_option_id', 'pp.kind'])
    .where('t.reservation_id', '=', reservationId)
    .execute();
}
