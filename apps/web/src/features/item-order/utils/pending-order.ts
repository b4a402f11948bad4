import type { CartDonation, CartMembership, CartProduct, CartVideo, CartVoucher } from '@kupa/contracts';

/**
 * An order of gift vouchers, memberships, donations or video-on-demand titles on its way from the screen that chose it to the checkout page
 * at /checkout/{kind} (spec 2 Order flow steps). Kept in this tab's session storage, so that a reload or a return from
 * the payment provider's page finds it; choosing one kind replaces any other (spec 4 One cart kind at a time).
 */
export type PendingOrder =
  | {
      kind: 'vouchers';
      businessId: number;
      lines: CartVoucher[];
      products?: CartProduct[];
      /** The business asks a voucher buyer to log in first (spec 2 voucher order: authentication). */
      loginRequired?: boolean;
    }
  | { kind: 'memberships'; businessId: number; lines: CartMembership[] }
  | { kind: 'donations'; businessId: number; lines: CartDonation[] }
  | { kind: 'vod'; businessId: number; lines: CartVideo[] };
export type PendingOrderKind = PendingOrder['kind'];

const STORAGE_KEY = 'kupa.pendingOrder';

/** The path of the checkout page of a kind. */
export function checkoutPathOf(kind: PendingOrderKind): string {
  return `/checkout/${kind}`;
}

export function savePendingOrder(order: PendingOrder, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(order));
}

/** The pending order of this kind, or null (none, another kind, or unreadable). */
export function loadPendingOrder<K extends PendingOrderKind>(
  kind: K,
  storage: Storage = sessionStorage,
): Extract<PendingOrder, { kind: K }> | null {
  const raw = storage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingOrder;
    return value.kind === kind && Array.isArray(value.lines) ? (value as Extract<PendingOrder, { kind: K }>) : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/** Spec 4 One cart kind at a time: selecting a presentation that is not video clears a pending video order. */
export function clearPendingVideoOrder(storage: Storage = sessionStorage): void {
  if (loadPendingOrder('vod', storage)) clearPendingOrder(storage);
}

/** The cart payload fields of a pending order: its own kind's lines, the other two kinds empty. */
export function cartLinesOf(order: PendingOrder): {
  businessId: number;
  vouchers?: CartVoucher[];
  products?: CartProduct[];
  memberships?: CartMembership[];
  donations?: CartDonation[];
  videos?: CartVideo[];
} {
  switch (order.kind) {
    case 'vouchers':
      // The products of its products step ride with the vouchers (spec 2 Voucher order).
      return order.products && order.products.length > 0
        ? { businessId: order.businessId, vouchers: order.lines, products: order.products }
        : { businessId: order.businessId, vouchers: order.lines };
    case 'memberships':
      return { businessId: order.businessId, memberships: order.lines };
    case 'donations':
      return { businessId: order.businessId, donations: order.lines };
    case 'vod':
      return { businessId: order.businessId, videos: order.lines };
  }
}
