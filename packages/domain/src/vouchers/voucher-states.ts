import type { SystemVoucherStatus } from '../states';
import type { LocalDate } from '../time-zone';

/** The two kinds of voucher class: a value to spend, or a number of tickets. */
export const SYSTEM_VOUCHER_KINDS = ['value', 'tickets'] as const;
export type SystemVoucherKind = (typeof SYSTEM_VOUCHER_KINDS)[number];

/** Spec 4 Voucher states, as the voucher page and the customer area show them. */
export const VOUCHER_STATES = ['active', 'partiallyUsed', 'used', 'expired', 'forReplacement', 'cancelled'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** The facts of one voucher that decide its state. Money in agorot. */
export interface VoucherStateFacts {
  kind: SystemVoucherKind;
  status: SystemVoucherStatus;
  isForReplacement: boolean;
  initialValueAgorot: number | null;
  balanceAgorot: number | null;
  quantity: number | null;
  redeemedQuantity: number;
  endDate: LocalDate;
}

/**
 * Spec 4 Voucher states, on the local date `today`: a cancelled voucher is cancelled whatever else is true; one marked
 * for replacement waits for its replacement; one with nothing left is used (even past its end date); one past its
 * end date is expired; one partly spent is partially used; otherwise active.
 */
export function voucherStateOf(v: VoucherStateFacts, today: LocalDate): VoucherState {
  if (v.status === 'cancelled') return 'cancelled';
  if (v.isForReplacement) return 'forReplacement';
  const { left, spent } =
    v.kind === 'value'
      ? { left: v.balanceAgorot ?? 0, spent: (v.initialValueAgorot ?? 0) - (v.balanceAgorot ?? 0) }
      : { left: (v.quantity ?? 0) - v.redeemedQuantity, spent: v.redeemedQuantity };
  if (left <= 0) return 'used';
  if (v.endDate < today) return 'expired';
  return spent > 0 ? 'partiallyUsed' : 'active';
}
