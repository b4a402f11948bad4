import { applyVoucherPayments, toMinorUnits, type CheckoutProblem, type LocalDate, type PaymentVoucherRecord } from '@kupa/domain';
import type { CartPayload } from '@kupa/contracts';
import type { CartVoucherRow } from './cart-reads';

/** A voucher the order is paid with (spec 4 Voucher payment). Money in agorot. */
export interface PlannedVoucherPayment {
  voucherId: number;
  reference: string;
  amountAgorot: number;
  isCustomerVoucher: boolean;
  requestedAgorot: number;
  capped: boolean;
}

/** Names and balances of the tendered vouchers, for the wire answer. */
export type TenderDisplay = Map<number, { he: string; en: string; balanceBeforeAgorot: number; balanceAfterAgorot: number }>;

export interface VoucherTender {
  voucherPayments: PlannedVoucherPayment[];
  voucherAgorot: number;
  amountDueAgorot: number;
  problems: CheckoutProblem[];
}

/**
 * The cart's voucher payments against an order total, for any kind of order (tickets, gift vouchers, memberships,
 * donations): each voucher checked and capped by the domain's rules; the names and balances go into `display`.
 */
export function tenderVouchers(
  totalAgorot: number,
  cart: Pick<CartPayload, 'voucherPayments'>,
  voucherRows: readonly CartVoucherRow[],
  scope: { businessId: number | null; today: LocalDate },
  display: { vouchers: TenderDisplay },
): VoucherTender {
  const upperKey = (s: string) => s.trim().toUpperCase();
  const rowByRef = new Map(voucherRows.map((v) => [upperKey(v.reference), v]));
  const records = new Map<string, PaymentVoucherRecord>(voucherRows.map((v) => [upperKey(v.reference), paymentVoucherRecord(v)]));
  const payments = applyVoucherPayments(
    totalAgorot,
    (cart.voucherPayments ?? []).map((v) => ({ reference: v.systemVoucher, amountAgorot: toMinorUnits(v.amount) })),
    records,
    scope,
  );
  for (const a of payments.applied) {
    const row = rowByRef.get(upperKey(a.voucher.reference));
    display.vouchers.set(a.voucher.id, {
      he: row?.name_he ?? a.voucher.reference,
      en: row?.name_en ?? a.voucher.reference,
      balanceBeforeAgorot: a.balanceBeforeAgorot,
      balanceAfterAgorot: a.balanceAfterAgorot,
    });
  }
  return {
    voucherPayments: payments.applied.map((a) => ({
      voucherId: a.voucher.id,
      reference: a.voucher.reference,
      amountAgorot: a.amountAgorot,
      isCustomerVoucher: a.voucher.isCustomerVoucher,
      requestedAgorot: a.requestedAgorot,
      capped: a.capped,
    })),
    voucherAgorot: payments.voucherAgorot,
    amountDueAgorot: payments.amountDueAgorot,
    problems: payments.problems,
  };
}

/** A voucher row as the domain's payment-voucher checks read it. */
export function paymentVoucherRecord(v: CartVoucherRow): PaymentVoucherRecord {
  return {
    id: v.id,
    reference: v.reference,
    businessId: v.business_id,
    kind: v.kind,
    balanceAgorot: v.balance_agorot,
    startDate: v.start_date,
    endDate: v.end_date,
    status: v.status,
    isCustomerVoucher: v.is_customer_voucher === 1,
  };
}
