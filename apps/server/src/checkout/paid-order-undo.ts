import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import type { Database } from '../db/schema';
import { PaidOrderUndoRepository } from './paid-order-undo.repository';

/** The card or bank payment of a paid order, as a cancellation sees it. */
export interface CapturedPayment {
  paymentId: number;
  method: 'card' | 'bank';
  amountAgorot: number;
  /** Refunded already (a cancellation that got its refund and then lost, or was retried). */
  refunded: boolean;
  /** The capture (card) or the bank payment the provider knows. */
  reference: string | null;
}

/** The provider's answer to a refund: made (or made before, with the same key), or refused with its reason. */
export type RefundOutcome = { status: 'refunded'; refundId: string; amountAgorot: number } | { status: 'refused'; reason: string };

/**
 * The checkout's half of a customer's cancellation of a paid order (ADR 0012): it owns the payment and what the commit
 * took from vouchers, memberships and points, so it gives them back. The refund goes to the provider with an
 * idempotency key per order: two cancellations of one order at once get one refund.
 */
export class PaidOrderUndo {
  constructor(
    private readonly repository: PaidOrderUndoRepository,
    private readonly provider: PaymentProvider,
  ) {}

  /** The order's card or bank payment once captured; undefined for an order paid by vouchers or not paid. */
  async capturedPaymentOf(reservationId: number): Promise<CapturedPayment | undefined> {
    const row = await this.repository.capturedPaymentOf(reservationId);
    if (!row) return undefined;
    return {
      paymentId: row.id,
      method: row.method === 'bank' ? 'bank' : 'card',
      amountAgorot: row.amount_agorot,
      refunded: row.status === 'refunded',
      reference: row.method === 'bank' ? row.provider_reference : row.capture_reference,
    };
  }

  /** What the order's value vouchers paid. */
  voucherTenderOf(reservationId: number): Promise<number> {
    return this.repository.voucherTenderOf(reservationId);
  }

  /**
   * Refunds `amountAgorot` of the payment at the provider, once per `idempotencyKey`. A bank payment can only be paid
   * back whole: a partial one is refused here (the customer is told to contact the box office: BALANCE_IS_DUE).
   */
  async refund(payment: CapturedPayment, amountAgorot: number, idempotencyKey: string): Promise<RefundOutcome> {
    if (!payment.reference) return { status: 'refused', reason: 'no_reference' };
    if (payment.method === 'bank') {
      if (amountAgorot !== payment.amountAgorot) return { status: 'refused', reason: 'partial_bank_refund' };
      const result = await this.provider.refundBankPayment(payment.reference);
      if (result.status === 'rejected' || !result.refunded)
        return { status: 'refused', reason: result.status === 'rejected' ? result.reason : result.status };
      return { status: 'refunded', refundId: payment.reference, amountAgorot };
    }
    const result = await this.provider.refund(payment.reference, amountAgorot, idempotencyKey);
    if (result.status !== 'approved') return { status: 'refused', reason: result.reason };
    return { status: 'refunded', refundId: result.refundId, amountAgorot: result.amountAgorot };
  }

  /**
   * In the cancelling transaction: the payment row is marked refunded, the vouchers get back what they paid except
   * `keepFromVouchersAgorot`, and the membership tickets and loyalty points the order used are given back.
   */
  async undo(
    trx: Kysely<Database>,
    order: {
      reservationId: number;
      customerId: number | null;
      payment: CapturedPayment | undefined;
      keepFromVouchersAgorot: number;
      at: string;
    },
  ): Promise<void> {
    if (order.payment) await this.repository.markRefunded(trx, order.payment.paymentId, order.at);
    await this.repository.restoreVoucherTender(trx, order.reservationId, order.keepFromVouchersAgorot, order.at);
    await this.repository.restoreTicketBenefits(trx, order.reservationId, order.customerId);
  }
}

/** The checkout's half of a cancellation over a database and a payment provider. */
export function createPaidOrderUndo(db: Kysely<Database>, provider: PaymentProvider): PaidOrderUndo {
  return new PaidOrderUndo(new PaidOrderUndoRepository(db), provider);
}
