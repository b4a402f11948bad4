import type { CartPayload, CommitResponse, CustomerInfo, PricedCart } from '@kupa/contracts';
import { cartLinesOf, loadPendingOrder, type PendingOrder, type PendingOrderKind } from './pending-order';

type ItemStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An item order bought in this tab: what its confirmation shows, kept so a reload shows it again. */
export interface ItemOrderDone {
  kind: PendingOrderKind;
  reservationIdentifier: string;
  documentKey: string | null;
  /** The order's total and what was paid by vouchers, in shekels as the server priced them. */
  total: number;
  paidByVouchers: number;
  vouchers: { reference: string; documentPath: string }[];
  memberNumbers: string[];
  /** The video titles bought, each with its player page; absent in a confirmation kept before they existed. */
  videos?: { entitlementId: number; title: string; watchPath: string }[];
  /** The products (concessions) bought with a voucher order; absent in a confirmation kept before they existed. */
  products?: { id: number; name: string; quantity: number; total: number }[];
}

const customerKey = (kind: PendingOrderKind) => `kupa.itemCheckout.${kind}`;
const doneKey = (kind: PendingOrderKind) => `kupa.itemOrderDone.${kind}`;

function readJson(storage: ItemStorage | null, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: ItemStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A refusing browser only loses what a reload would have found again.
  }
}

/** The cart of an item order: its own kind's lines (the other kinds empty) and the buyer's details once given. */
export function itemCartOf(order: PendingOrder, customerInfo?: CustomerInfo): CartPayload {
  return customerInfo ? { ...cartLinesOf(order), customerInfo } : cartLinesOf(order);
}

/** Keeps the buyer's details of this kind's order (a reload, or the return from the card issuer's page, finds them). */
export function saveItemCustomerInfo(storage: ItemStorage | null, kind: PendingOrderKind, customerInfo: CustomerInfo | undefined): void {
  if (customerInfo) write(storage, customerKey(kind), customerInfo);
}

/** The commit's answer as the confirmation keeps it. */
export function itemOrderDoneOf(kind: PendingOrderKind, result: CommitResponse, priced: PricedCart | null): ItemOrderDone {
  return {
    kind,
    reservationIdentifier: result.reservationIdentifier ?? '',
    documentKey: result.documentKey ?? null,
    total: result.reservation?.total ?? priced?.total ?? 0,
    paidByVouchers: result.reservation?.paidByVouchers ?? priced?.voucherTotal ?? 0,
    vouchers: result.vouchers ?? [],
    memberNumbers: result.memberNumbers ?? [],
    videos: result.videos ?? [],
    products: (result.reservation?.products ?? priced?.products ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      quantity: p.quantity,
      total: p.total,
    })),
  };
}

/** The order is bought: the pending order and its details go, its confirmation stays for a reload. */
export function rememberItemOrderDone(storage: ItemStorage | null, done: ItemOrderDone): void {
  try {
    storage?.removeItem(customerKey(done.kind));
  } catch {
    // Nothing to keep tidy in a refusing browser.
  }
  write(storage, doneKey(done.kind), done);
}

function readDone(storage: ItemStorage | null, kind: PendingOrderKind): ItemOrderDone | null {
  const value = readJson(storage, doneKey(kind));
  if (typeof value !== 'object' || value === null) return null;
  const done = value as Partial<ItemOrderDone>;
  return done.kind === kind &&
    typeof done.reservationIdentifier === 'string' &&
    typeof done.total === 'number' &&
    Array.isArray(done.vouchers) &&
    Array.isArray(done.memberNumbers)
    ? (done as ItemOrderDone)
    : null;
}

/** What the checkout page of a kind opens with. */
export type ItemCheckoutStart =
  /** An order to buy: its cart (with the details given before a reload) and the payment to finish after a redirect. */
  | { kind: 'order'; order: PendingOrder; cart: CartPayload; resumePaymentIdentifier: string | null }
  /** No order, but one bought in this tab: its confirmation again. */
  | { kind: 'done'; done: ItemOrderDone }
  | { kind: 'empty' };

/**
 * Where the page starts: a pending order of the kind wins (a new order after an earlier one); the ?paymentIdentifier=
 * of the way back from the card issuer's page resumes its payment; without an order, the last bought one is shown.
 */
export function itemCheckoutStart(kind: PendingOrderKind, storage: ItemStorage | null, search: string): ItemCheckoutStart {
  const order = storage ? loadPendingOrder(kind, storage as Storage) : null;
  if (order) {
    const stored = readJson(storage, customerKey(kind));
    const customerInfo = typeof stored === 'object' && stored !== null ? (stored as CustomerInfo) : undefined;
    const resume = new URLSearchParams(search).get('paymentIdentifier');
    return { kind: 'order', order, cart: itemCartOf(order, customerInfo), resumePaymentIdentifier: resume || null };
  }
  const done = readDone(storage, kind);
  return done ? { kind: 'done', done } : { kind: 'empty' };
}
