import type { CartPayload, VoucherPayment } from '@kupa/contracts';
import { isErrorCode, type ErrorCode } from '@kupa/domain';

/** Problems of a priced cart that the voucher dialog shows (the rest belong to the tickets step). */
export const VOUCHER_PROBLEM_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'CUSTOMER_VOUCHER_MUST_BE_COMBINED',
  'VOUCHER_NO_BALANCE',
  'VOUCHER_EXPIRED',
  'ZERO_VOUCHER_PAYMENT',
  'SYSTEM_VOUCHER_NOT_FOUND',
]);

/** A cart problem's code when it is one of the catalogue's. */
export function catalogueCode(code: string): ErrorCode | null {
  return isErrorCode(code) ? code : null;
}

/** The cart with this voucher paying `amount` (replacing an earlier amount of the same voucher). */
export function withVoucher(cart: CartPayload, payment: VoucherPayment): CartPayload {
  return { ...cart, voucherPayments: [...(withoutVoucher(cart, payment.systemVoucher).voucherPayments ?? []), payment] };
}

/** The cart without this voucher. */
export function withoutVoucher(cart: CartPayload, systemVoucher: string): CartPayload {
  return { ...cart, voucherPayments: (cart.voucherPayments ?? []).filter((v) => v.systemVoucher !== systemVoucher) };
}
