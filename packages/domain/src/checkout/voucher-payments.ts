import type { ErrorCode } from '../error-codes';
import type { LocalDate } from '../time-zone';
import type { CheckoutProblem } from './checkout-problem';

/** A system voucher as a means of payment. */
export interface PaymentVoucherRecord {
  id: number;
  reference: string;
  businessId: number;
  /** The class kind: only 'value' vouchers pay for an order; 'tickets' vouchers are redeemed on voucher tickets. */
  kind: 'value' | 'tickets';
  balanceAgorot: number | null;
  startDate: LocalDate;
  endDate: LocalDate;
  status: string;
  isCustomerVoucher: boolean;
}

/**
 * Judges a voucher as payment for an order of `businessId` on local date `today`: SYSTEM_VOUCHER_NOT_FOUND (none,
 * another business's, or a tickets voucher), SYSTEM_VOUCHER_NOT_ACTIVE, VOUCHER_EXPIRED, VOUCHER_NO_BALANCE.
 */
export function checkPaymentVoucher(
  voucher: PaymentVoucherRecord | undefined,
  businessId: number | null,
  today: LocalDate,
): ErrorCode | null {
  if (!voucher || voucher.kind !== 'value' || (businessId !== null && voucher.businessId !== businessId)) return 'SYSTEM_VOUCHER_NOT_FOUND';
  if (voucher.status !== 'active') return 'SYSTEM_VOUCHER_NOT_ACTIVE';
  if (voucher.endDate < today) return 'VOUCHER_EXPIRED';
  if ((voucher.balanceAgorot ?? 0) <= 0) return 'VOUCHER_NO_BALANCE';
  return null;
}

/** One voucher payment of the cart as applied to the order. */
export interface AppliedVoucherPayment {
  voucher: PaymentVoucherRecord;
  requestedAgorot: number;
  /** What the voucher pays: the request, capped so that vouchers never pay more than the order total. */
  amountAgorot: number;
  balanceBeforeAgorot: number;
  balanceAfterAgorot: number;
  /** The request was lowered to the order total. */
  capped: boolean;
}

export interface VoucherPaymentPlan {
  applied: AppliedVoucherPayment[];
  voucherAgorot: number;
  amountDueAgorot: number;
  problems: CheckoutProblem[];
}

/**
 * Applies the cart's voucher payments (spec 4 Voucher payment, spec 5 Tickets) to an order total, in the order given.
 * Each must be a valid value voucher (see checkPaymentVoucher) and ask no more than its balance (VOUCHER_NO_BALANCE);
 * a voucher with a problem pays nothing. Together they never pay more than the total: the one that would go over is
 * capped (and says so). A customer voucher must be combined with another, non-customer voucher
 * (CUSTOMER_VOUCHER_MUST_BE_COMBINED). The amount due is the total less the vouchers.
 */
export function applyVoucherPayments(
  totalAgorot: number,
  requests: ReadonlyArray<{ reference: string; amountAgorot: number }>,
  vouchers: ReadonlyMap<string, PaymentVoucherRecord>,
  context: { businessId: number | null; today: LocalDate },
): VoucherPaymentPlan {
  const problems: CheckoutProblem[] = [];
  const applied: AppliedVoucherPayment[] = [];
  let left = totalAgorot;
  const seen = new Set<number>();
  for (const request of requests) {
    const voucher = vouchers.get(request.reference.trim().toUpperCase());
    const invalid = checkPaymentVoucher(voucher, context.businessId, context.today);
    if (invalid || !voucher) {
      problems.push({ code: invalid ?? 'SYSTEM_VOUCHER_NOT_FOUND', details: { voucher: request.reference } });
      continue;
    }
    const balance = voucher.balanceAgorot ?? 0;
    if (seen.has(voucher.id) || request.amountAgorot > balance || request.amountAgorot < 0) {
      problems.push({ code: 'VOUCHER_NO_BALANCE', details: { voucher: request.reference } });
      continue;
    }
    seen.add(voucher.id);
    const amount = Math.min(request.amountAgorot, left);
    left -= amount;
    applied.push({
      voucher,
      requestedAgorot: request.amountAgorot,
      amountAgorot: amount,
      balanceBeforeAgorot: balance,
      balanceAfterAgorot: balance - amount,
      capped: amount < request.amountAgorot,
    });
  }
  if (applied.some((a) => a.voucher.isCustomerVoucher) && !applied.some((a) => !a.voucher.isCustomerVoucher))
    problems.push({ code: 'CUSTOMER_VOUCHER_MUST_BE_COMBINED' });
  const voucherAgorot = totalAgorot - left;
  return { applied, voucherAgorot, amountDueAgorot: left, problems };
}
