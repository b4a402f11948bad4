import type { CartPayload, Presentation, PricedCart } from '@kupa/contracts';
import { isRecord } from '../../../../lib/api/answer-shape';
import type { CheckoutStepName } from '../checkout-types';
import { isCheckoutStepName } from './step-order';

/** Normal, or hold (unpaid, members only; spec 4 order types). */
export type OrderType = PricedCart['orderType'];

/** What the checkout flow keeps between renders and, in sessionStorage, across a reload or a payment redirect. */
export interface CheckoutFlowState {
  step: CheckoutStepName;
  cart: CartPayload;
  /** The server's answer to the last sync; null before the first. */
  priced: PricedCart | null;
  orderType: OrderType;
}

const VERSION = 1;

/** A fresh cart of a presentation: its auth profile and business (spec 5 cart building), no lines yet. */
export function emptyCart(
  presentation: Pick<Presentation, 'authProfileId' | 'businessId'>,
  customerInfo?: CartPayload['customerInfo'],
): CartPayload {
  return {
    authProfileId: presentation.authProfileId,
    businessId: presentation.businessId,
    isHold: false,
    seats: [],
    products: [],
    ...(customerInfo ? { customerInfo } : {}),
  };
}

/** The flow at its start: the seat step, an empty cart. */
export function initialFlowState(
  presentation: Pick<Presentation, 'authProfileId' | 'businessId'>,
  customerInfo?: CartPayload['customerInfo'],
): CheckoutFlowState {
  return { step: 'seats', cart: emptyCart(presentation, customerInfo), priced: null, orderType: 'normal' };
}

/**
 * The cart without card details. Card number, expiry, CVV and holder ID never leave the payment dialog's commit:
 * they are not stored in the browser, nor sent with a cart sync (ADR 0009).
 */
export function withoutCardDetails(cart: CartPayload): CartPayload {
  if (!('creditcardInfo' in cart)) return cart;
  const { creditcardInfo: _card, ...rest } = cart;
  return rest;
}

/** The sessionStorage key of a presentation's checkout (per tab: a second tab starts its own order). */
export function flowStorageKey(presentationId: number): string {
  return `kupa.checkout.${String(presentationId)}`;
}

/** The stored form of the flow state: versioned, without card details. The confirmation is never stored. */
export function serializeFlowState(state: CheckoutFlowState): string {
  return JSON.stringify({
    v: VERSION,
    step: state.step,
    cart: withoutCardDetails(state.cart),
    priced: state.priced,
    orderType: state.orderType,
  });
}

function isPricedCart(value: unknown): value is PricedCart {
  return isRecord(value) && Array.isArray(value.tickets) && Array.isArray(value.problems) && typeof value.total === 'number';
}

/**
 * Reads a stored flow state; anything of another version, malformed, or at the confirmation gives null (start
 * afresh). Card details are dropped even if an older page version had stored them.
 */
export function parseFlowState(text: string | null): CheckoutFlowState | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.v !== VERSION || !isCheckoutStepName(raw.step) || raw.step === 'confirmation') return null;
  if (!isRecord(raw.cart) || (raw.cart.seats !== undefined && !Array.isArray(raw.cart.seats))) return null;
  if (raw.cart.products !== undefined && !Array.isArray(raw.cart.products)) return null;
  const orderType = raw.orderType === 'hold' ? 'hold' : 'normal';
  return {
    step: raw.step,
    cart: withoutCardDetails(raw.cart as CartPayload),
    priced: isPricedCart(raw.priced) ? raw.priced : null,
    orderType,
  };
}

type FlowStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's sessionStorage, or null where there is none (private modes that refuse it, tests). */
export function sessionStore(): FlowStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored flow of a presentation, if any. */
export function readStoredFlow(storage: FlowStorage | null, presentationId: number): CheckoutFlowState | null {
  try {
    return parseFlowState(storage?.getItem(flowStorageKey(presentationId)) ?? null);
  } catch {
    return null;
  }
}

/** Stores the flow (a full quota or a refusing browser only loses the resume, never the order). */
export function writeStoredFlow(storage: FlowStorage | null, presentationId: number, state: CheckoutFlowState): void {
  try {
    if (state.step === 'confirmation') storage?.removeItem(flowStorageKey(presentationId));
    else storage?.setItem(flowStorageKey(presentationId), serializeFlowState(state));
  } catch {
    // Nothing to do: the order goes on without a resume point.
  }
}

/** Forgets the stored flow of a presentation. */
export function clearStoredFlow(storage: FlowStorage | null, presentationId: number): void {
  try {
    storage?.removeItem(flowStorageKey(presentationId));
  } catch {
    // As above.
  }
}
