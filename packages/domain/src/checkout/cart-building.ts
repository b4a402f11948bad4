import { KupaError } from '../error-codes';
import type { CheckoutProblem } from './checkout-problem';
import { orderKindOf } from './order-kinds';

/** What cart building needs to know about each presentation of a cart. */
export interface CartPresentationFacts {
  id: number;
  businessId: number;
  authProfileId: number;
  currency: string;
}

/** The parts of a cart payload (spec 3) cart building looks at. */
export interface CartShape {
  authProfileId?: number;
  businessId?: number;
  seats?: readonly unknown[];
  memberships?: readonly unknown[];
  vouchers?: readonly unknown[];
  donations?: readonly unknown[];
  paypal?: Readonly<Record<string, unknown>> | null;
  voucherPayments?: ReadonlyArray<{ amount: number }>;
}

/**
 * The cart-building errors of a ticket cart's payload alone (spec 5 Cart building), thrown: other cart kinds in a
 * ticket cart (CART_KIND_MISMATCH: memberships, vouchers and donations are carts of their own), a filled PayPal
 * payment (PAYMENT_METHOD_UNAVAILABLE: inactive), a voucher payment of zero (ZERO_VOUCHER_PAYMENT aborts the build).
 * An empty cart is a problem, not an error: the buyer is still choosing (CART_EMPTY).
 */
export function checkTicketCartShape(cart: CartShape): CheckoutProblem[] {
  if (orderKindOf(cart) !== 'tickets') throw new KupaError('CART_KIND_MISMATCH');
  checkPaymentShape(cart);
  return (cart.seats?.length ?? 0) === 0 ? [{ code: 'CART_EMPTY' }] : [];
}

/** The payment parts of any cart's payload: PayPal is inactive, a voucher payment of zero aborts the build. */
export function checkPaymentShape(cart: Pick<CartShape, 'paypal' | 'voucherPayments'>): void {
  if (cart.paypal && Object.values(cart.paypal).some((v) => v !== undefined && v !== null && v !== ''))
    throw new KupaError('PAYMENT_METHOD_UNAVAILABLE');
  if (cart.voucherPayments?.some((v) => v.amount === 0)) throw new KupaError('ZERO_VOUCHER_PAYMENT');
}

/**
 * All presentations of one cart share one auth profile (INCOMPATIBLE_AUTH_PROFILE) and one business
 * (INCOMPATIBLE_BUSINESS), and match the cart's authProfileId and businessId when the client sends them.
 * Answers the shared business and auth profile (null for a cart without presentations).
 */
export function checkCartPresentations(
  presentations: readonly CartPresentationFacts[],
  cart: Pick<CartShape, 'authProfileId' | 'businessId'>,
): { businessId: number; authProfileId: number } | null {
  const first = presentations[0];
  if (!first) return null;
  const authProfiles = new Set(presentations.map((p) => p.authProfileId));
  if (authProfiles.size > 1 || (cart.authProfileId !== undefined && !authProfiles.has(cart.authProfileId)))
    throw new KupaError('INCOMPATIBLE_AUTH_PROFILE');
  const businesses = new Set(presentations.map((p) => p.businessId));
  if (businesses.size > 1 || (cart.businessId !== undefined && !businesses.has(cart.businessId)))
    throw new KupaError('INCOMPATIBLE_BUSINESS');
  return { businessId: first.businessId, authProfileId: first.authProfileId };
}

/** One order is paid in one currency (spec 5: mixed currencies are invalid): MIXED_CURRENCIES otherwise. Answers it. */
export function singleCurrency<C extends string>(currencies: readonly C[]): C | null {
  const distinct = new Set(currencies);
  if (distinct.size > 1) throw new KupaError('MIXED_CURRENCIES', { currencies: [...distinct].join(', ') });
  return currencies[0] ?? null;
}
