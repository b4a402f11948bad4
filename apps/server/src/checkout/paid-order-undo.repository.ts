import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { creditLoyaltyPoints } from '../customer-auth/loyalty-points';
import { giveBackMemberBenefits } from '../memberships/member-refunds';
import { giveBackReferencePlaces, giveBackTicketCodeUses } from '../presentations/sale-limits';
import { ticketBenefitsOfOrder } from '../reservations/undone-order-tickets';
import { giveBackVoucherDebits, voucherTenderOfOrder } from '../vouchers/voucher-debits';

/**
 * The rows the checkout gives back when a customer cancels a paid order (ADR 0012): what its commit took from
 * vouchers, memberships, loyalty points, discount codes and reference options (ticket-order-lines.ts `useBenefits`),
 * and its payment row. Each goes through the module that owns it (the vouchers, the members, the customer's points,
 * the codes' uses and the options' places; the tickets are read from the reservations module); each write runs in
 * the cancelling transaction.
 */
export class PaidOrderUndoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What the order's value vouchers paid (agorot), for the refund plan. */
  voucherTenderOf(reservationId: number): Promise<number> {
    return voucherTenderOfOrder(this.db, reservationId);
  }

  /**
   * Gives each voucher back what it paid, except `keepAgorot` (the part of the non-refundable charges the card did
   * not cover), taken from the value redemptions in their order; ticket vouchers get their tickets back. The
   * redemptions go and the order's voucher payments are voided.
   */
  async restoreVoucherTender(trx: Kysely<Database>, reservationId: number, keepAgorot: number, at: string): Promise<void> {
    await giveBackVoucherDebits(trx, reservationId, keepAgorot);
    await trx
      .updateTable('payments')
      .set({ status: 'voided', updated_at: at })
      .where('reservation_id', '=', reservationId)
      .where('method', '=', 'voucher')
      .where('status', '=', 'captured')
      .execute();
  }

  /**
   * Benefit tickets back to their members, loyalty points back to the customer, discount-code uses and
   * reference-option places back to their price (each as many as the commit took: one per ticket).
   */
  async restoreTicketBenefits(trx: Kysely<Database>, reservationId: number, customerId: number | null): Promise<void> {
    const tickets = await ticketBenefitsOfOrder(trx, reservationId);
    for (const [codeId, uses] of countOf(tickets.map((t) => t.ticket_code_id))) await giveBackTicketCodeUses(trx, codeId, uses);
    for (const [optionId, places] of countOf(tickets.map((t) => t.reference_option_id)))
      await giveBackReferencePlaces(trx, optionId, places);
    const members = countOf(tickets.filter((t) => t.kind === 'membership').map((t) => t.member_id));
    for (const [memberId, uses] of members) await giveBackMemberBenefits(trx, memberId, uses);
    const points = tickets.reduce((sum, t) => sum + (t.loyalty_points ?? 0), 0);
    if (points > 0 && customerId !== null) await creditLoyaltyPoints(trx, customerId, points);
  }

  /** The order's card or bank payment, once captured (what a cancellation refunds). */
  capturedPaymentOf(reservationId: number) {
    return this.db
      .selectFrom('payments')
      .select(['id', 'method', 'amount_agorot', 'provider_reference', 'capture_reference', 'status'])
      .where('reservation_id', '=', reservationId)
      .where('method', 'in', ['card', 'bank'])
      .where('status', 'in', ['captured', 'refunded'])
      .orderBy('id')
      .executeTakeFirst();
  }

  /** captured -> refunded, once (a cancel that lost the race finds it refunded already). */
  async markRefunded(trx: Kysely<Database>, paymentId: number, at: string): Promise<void> {
    await trx
      .updateTable('payments')
      .set({ status: 'refunded', updated_at: at })
      .where('id', '=', paymentId)
      .where('status', '=', 'captured')
      .execute();
  }
}

function countOf<K>(keys: Array<K | null>): Map<K, number> {
  const m = new Map<K, number>();
  for (const k of keys) if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}
