import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { giveBackReferencePlaces, giveBackTicketCodeUses } from '../presentations/sale-limits';

/**
 * The rows the checkout gives back when a customer cancels a paid order (ADR 0012): what its commit took from
 * vouchers, memberships, loyalty points, discount codes and reference options (ticket-order-lines.ts `useBenefits`),
 * and its payment row; the codes' uses and the options' places through the presentations module, which owns them.
 * Each runs in the cancelling transaction.
 */
export class PaidOrderUndoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What the order's value vouchers paid (agorot), for the refund plan. */
  async voucherTenderOf(reservationId: number): Promise<number> {
    const row = await this.db
      .selectFrom('system_voucher_redemptions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_agorot'), eb.val(0)).as('agorot'))
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return Number(row?.agorot ?? 0);
  }

  /**
   * Gives each voucher back what it paid, except `keepAgorot` (the part of the non-refundable charges the card did
   * not cover), taken from the value redemptions in their order; ticket vouchers get their tickets back. The
   * redemptions go and the order's voucher payments are voided.
   */
  async restoreVoucherTender(trx: Kysely<Database>, reservationId: number, keepAgorot: number, at: string): Promise<void> {
    const redemptions = await trx
      .selectFrom('system_voucher_redemptions')
      .select(['id', 'voucher_id', 'amount_agorot', 'quantity'])
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
    let keep = keepAgorot;
    for (const r of redemptions) {
      const kept = Math.min(keep, r.amount_agorot);
      keep -= kept;
      const back = r.amount_agorot - kept;
      await trx
        .updateTable('system_vouchers')
        .set((eb) => ({
          balance_agorot: back > 0 ? eb('balance_agorot', '+', back) : eb.ref('balance_agorot'),
          redeemed_quantity: eb('redeemed_quantity', '-', r.quantity),
        }))
        .where('id', '=', r.voucher_id)
        .execute();
    }
    await trx.deleteFrom('system_voucher_redemptions').where('reservation_id', '=', reservationId).execute();
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
    const tickets = await trx
      .selectFrom('reservation_tickets as t')
      .leftJoin('price_policies as pp', 'pp.id', 't.price_policy_id')
      .select(['t.member_id', 't.loyalty_points', 't.code', 't.ticket_code_id', 't.reference_option_id', 'pp.kind'])
      .where('t.reservation_id', '=', reservationId)
      .execute();
    for (const [codeId, uses] of countOf(tickets.map((t) => t.ticket_code_id))) await giveBackTicketCodeUses(trx, codeId, uses);
    for (const [optionId, places] of countOf(tickets.map((t) => t.reference_option_id)))
      await giveBackReferencePlaces(trx, optionId, places);
    const members = countOf(tickets.filter((t) => t.kind === 'membership').map((t) => t.member_id));
    for (const [memberId, uses] of members) {
      await trx
        .updateTable('members')
        .set((eb) => ({ balance: eb('balance', '+', uses), used_balance: eb('used_balance', '-', uses) }))
        .where('id', '=', memberId)
        .execute();
    }
    const points = tickets.reduce((sum, t) => sum + (t.loyalty_points ?? 0), 0);
    if (points > 0 && customerId !== null) {
      await trx
        .updateTable('customers')
        .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', points) }))
        .where('id', '=', customerId)
        .execute();
    }
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
