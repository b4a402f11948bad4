import { KupaError } from '../error-codes';

/**
 * What one order sells (spec 4 One cart kind at a time): seats, or gift vouchers, or memberships, or donations, or
 * video-on-demand titles.
 */
export const ORDER_KINDS = ['tickets', 'vouchers', 'memberships', 'donations', 'vod'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The cart kinds that are not seats: each is fulfilled by the module that owns it (ADR 0011). */
export type ItemOrderKind = Exclude<OrderKind, 'tickets'>;

/**
 * The item kinds the dashboard's sales of items summarise (item_order_sales, checked by the database since migration
 * 0027): every cart kind that is not seats. The demo's older streaming sales are tickets of the VOD presentation.
 */
export const ITEM_ORDER_KINDS = ['vouchers', 'memberships', 'donations', 'vod'] as const satisfies readonly ItemOrderKind[];

export function isItemOrderKind(kind: string): kind is ItemOrderKind {
  return (ITEM_ORDER_KINDS as readonly string[]).includes(kind);
}

/** Spec 9: at most 10 vouchers and 5 memberships in one order. */
export const MAX_VOUCHERS_PER_ORDER = 10;
export const MAX_MEMBERSHIPS_PER_ORDER = 5;

/** The series membership type (spec 9): its events are chosen in sequence. */
export const SERIES_MEMBERSHIP_TYPE_ID = 2;

/** The lines of a cart payload that decide its kind. */
export interface CartKindShape {
  seats?: readonly unknown[];
  products?: readonly unknown[];
  vouchers?: readonly unknown[];
  memberships?: readonly unknown[];
  donations?: readonly unknown[];
  videos?: readonly unknown[];
}

/**
 * The kind of a cart: at most one of seats, vouchers, memberships, donations and videos may have lines (CART_KIND_MISMATCH
 * otherwise; the client resets the other kinds when one is chosen). A cart with none of them is a ticket cart.
 */
export function orderKindOf(cart: CartKindShape): OrderKind {
  const present: OrderKind[] = [];
  if ((cart.seats?.length ?? 0) > 0) present.push('tickets');
  if ((cart.vouchers?.length ?? 0) > 0) present.push('vouchers');
  if ((cart.memberships?.length ?? 0) > 0) present.push('memberships');
  if ((cart.donations?.length ?? 0) > 0) present.push('donations');
  if ((cart.videos?.length ?? 0) > 0) present.push('vod');
  if (present.length > 1) throw new KupaError('CART_KIND_MISMATCH');
  return present[0] ?? 'tickets';
}

/** The form configuration (spec 3) an order of this kind is checked against. */
export function formTypeOfOrderKind(kind: OrderKind): 'order' | 'orderSystemVouchers' | 'orderMemberships' | 'orderDonations' {
  switch (kind) {
    case 'vouchers':
      return 'orderSystemVouchers';
    case 'memberships':
      return 'orderMemberships';
    case 'donations':
      return 'orderDonations';
    default:
      return 'order';
  }
}

/**
 * Spec 5: an open-value voucher or open-price item costs between {min} and {max} (inclusive, agorot); any price must
 * be above zero (INVALID_AMOUNT). Throws the error that names the range.
 */
export function checkOpenValue(amountAgorot: number, range: { minAgorot: number | null; maxAgorot: number | null }): void {
  if (!Number.isInteger(amountAgorot) || amountAgorot <= 0) throw new KupaError('INVALID_AMOUNT');
  const min = range.minAgorot ?? 1;
  const max = range.maxAgorot ?? Number.MAX_SAFE_INTEGER;
  if (amountAgorot < min || amountAgorot > max) throw new KupaError('OPEN_VALUE_OUT_OF_RANGE', { min: min / 100, max: max / 100 });
}

/** Spec 5: the total chosen quantity of an order's vouchers or memberships stays within its limit, and is above zero. */
export function checkItemQuantity(kind: 'vouchers' | 'memberships', total: number): void {
  if (total <= 0) throw new KupaError('NOTHING_SELECTED');
  const max = kind === 'vouchers' ? MAX_VOUCHERS_PER_ORDER : MAX_MEMBERSHIPS_PER_ORDER;
  if (total > max) throw new KupaError(kind === 'vouchers' ? 'MAX_VOUCHERS_EXCEEDED' : 'MAX_MEMBERSHIPS_EXCEEDED', { max });
}
