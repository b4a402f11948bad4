import { KupaError } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { faultAt, type CommitFaults } from './commit-faults';
import type { CheckoutPlan } from './commit-plan';
import { spendLoyaltyPoints } from '../customer-auth/loyalty-points';
import { useMemberBalance } from '../memberships/order-member-balances';
import { takeReferencePlaces, useTicketCode } from '../presentations/sale-limits';
import { recordOrderProducts, recordOrderTickets, type OrderTicketRow } from '../reservations/order-records';
import { sellHeldSeats } from '../seating/seat-sales';
import { debitVoucherTickets } from '../vouchers/voucher-debits';
import { newSecret } from '../shared/secrets';

/**
 * The seat lines of a ticket order inside the commit transaction (ADR 0009, 0011): the buyer's live holds become the
 * order's sold seats, each seat gets its ticket (a fresh ticket secret), concessions and add-ons are written, and the
 * benefits the tickets use (discount codes, ticket vouchers, membership tickets, reference options, loyalty points)
 * are taken — each refusing rather than overdraw. Each row is written by the module that owns it (ADR 0011): the
 * seats by seating, the tickets and products by reservations, the benefits by presentations, memberships, vouchers and
 * customer-auth. Undone with the order (its seats freed and tickets cancelled by their owners, order-settlement.ts).
 */
export class TicketOrderLines {
  constructor(private readonly faults?: CommitFaults) {}

  /** Answers the ticket secrets, in ticket order. Throws (rolling the transaction back) on any refusal. */
  async fulfil(
    trx: Kysely<Database>,
    order: { reservationId: number; buyerUuid: string; customerId: number | null; at: string },
    plan: CheckoutPlan,
  ): Promise<string[]> {
    const { reservationId, buyerUuid, at } = order;
    // The buyer's live holds become the order's sold seats: exactly the planned ones, or nothing.
    await faultAt(this.faults, 'beforeSeatsSold');
    for (const [presentationId, seatIds] of plan.heldSeatIds) {
      if (seatIds.length === 0) continue;
      const sold = await sellHeldSeats(trx, buyerUuid, presentationId, seatIds, reservationId, at);
      if (sold !== seatIds.length) throw new KupaError('SEAT_LOCK_EXPIRED');
    }
    await faultAt(this.faults, 'afterSeatsSold');

    const ticketRows = ticketRowsOf(plan);
    const ticketIds = await recordOrderTickets(trx, reservationId, ticketRows.rows, at);
    await recordOrderProducts(trx, reservationId, [
      ...plan.products.map((p) => ({
        presentationId: p.presentationId,
        productId: p.productId,
        ticketId: null,
        quantity: p.quantity,
        unitPriceAgorot: p.unitPriceAgorot,
      })),
      ...plan.tickets.flatMap((t) =>
        t.addons.map((a) => ({
          presentationId: t.presentationId,
          productId: a.productId,
          ticketId: ticketIds.get(ticketRows.mainSecretOfLine.get(t.lineIndex) ?? '') ?? null,
          quantity: 1,
          unitPriceAgorot: a.priceAgorot,
        })),
      ),
    ]);
    await this.useBenefits(trx, plan, reservationId, order.customerId, at);
    return ticketRows.rows.map((t) => t.secret);
  }

  /** Discount-code uses, membership tickets, ticket vouchers, reference options and loyalty points. */
  private async useBenefits(
    trx: Kysely<Database>,
    plan: CheckoutPlan,
    reservationId: number,
    customerId: number | null,
    at: string,
  ): Promise<void> {
    for (const [codeId, uses] of countOf(plan.tickets.map((t) => t.ticketCodeId))) {
      if (!(await useTicketCode(trx, codeId, uses))) throw new KupaError('TICKETS_SOLD_OUT');
    }
    for (const [memberId, uses] of countOf(plan.tickets.filter((t) => t.kind === 'membership').map((t) => t.memberId))) {
      if (!(await useMemberBalance(trx, memberId, uses))) throw new KupaError('MEMBER_BALANCE_INSUFFICIENT');
    }
    for (const [voucherId, uses] of countOf(plan.tickets.map((t) => t.systemVoucherId))) {
      if (!(await debitVoucherTickets(trx, { voucherId, reservationId, quantity: uses, at }))) throw new KupaError('VOUCHER_NO_BALANCE');
    }
    for (const [optionId, uses] of countOf(plan.tickets.map((t) => t.referenceOptionId))) {
      if (!(await takeReferencePlaces(trx, optionId, uses))) throw new KupaError('REFERENCE_NOT_ELIGIBLE');
    }
    // Points are the logged-in customer's one balance (customers.loyalty_points), which their memberships show too.
    const points = plan.tickets.reduce((sum, t) => sum + (t.loyaltyPoints ?? 0), 0);
    if (points > 0) {
      if (customerId === null) throw new KupaError('LOGIN_REQUIRED');
      if (!(await spendLoyaltyPoints(trx, customerId, points))) throw new KupaError('POINTS_BALANCE_INSUFFICIENT');
    }
  }
}

/** One ticket row per seat (a multiplier ticket's sub-seats priced at their own price), each with a fresh secret. */
function ticketRowsOf(plan: CheckoutPlan): { rows: OrderTicketRow[]; mainSecretOfLine: Map<number, string> } {
  const rows: OrderTicketRow[] = [];
  const mainSecretOfLine = new Map<number, string>();
  for (const t of plan.tickets) {
    t.seatIds.forEach((seatId, i) => {
      const secret = newSecret();
      if (i === 0) mainSecretOfLine.set(t.lineIndex, secret);
      rows.push({
        presentationId: t.presentationId,
        seatId,
        ticketGroupId: t.ticketGroupId,
        pricePolicyId: t.pricePolicyId,
        priceAgorot: i === 0 ? t.priceAgorot : t.subSeatPriceAgorot,
        oldPriceAgorot: i === 0 ? t.oldPriceAgorot : null,
        serviceChargeAgorot: t.serviceChargeAgorot,
        secret,
        code: t.code,
        memberId: t.memberId,
        systemVoucherId: i === 0 ? t.systemVoucherId : null,
        ref1: t.ref1,
        ref2: t.ref2,
        loyaltyPoints: i === 0 ? t.loyaltyPoints : null,
        ticketCodeId: i === 0 ? t.ticketCodeId : null,
        referenceOptionId: i === 0 ? t.referenceOptionId : null,
      });
    });
  }
  return { rows, mainSecretOfLine };
}

function countOf<K>(keys: Array<K | null>): Map<K, number> {
  const m = new Map<K, number>();
  for (const k of keys) if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}
