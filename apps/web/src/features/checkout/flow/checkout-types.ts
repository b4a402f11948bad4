import type { CartPayload, PricedCart, Presentation } from '@kupa/contracts';

/**
 * The ticket order's steps after choosing seats (spec 2: step index 0 to 3, then confirmation). The default order is
 * seats, tickets, customer info, products; the variant puts products before customer info.
 */
export type CheckoutStepName = 'seats' | 'tickets' | 'customerInfo' | 'products' | 'confirmation';
export type CheckoutStepOrder = 'ticketsCustomerProducts' | 'ticketsProductsCustomer';

/** What every step component receives from the checkout flow (features/checkout/flow). */
export interface CheckoutStepProps {
  presentation: Presentation;
  /** The cart being built in this browser (spec 3 cart payload). */
  cart: CartPayload;
  /** The server's answer to the last sync: its prices, totals and ticket-rule problems; null before the first. */
  priced: PricedCart | null;
  /** Changes the cart and syncs it with POST /api/cart; resolves with the server's priced cart (rejects with ApiError). */
  updateCart(change: (cart: CartPayload) => CartPayload): Promise<PricedCart>;
  /** True while a sync is in flight. */
  syncing: boolean;
  onNext(): void;
  onBack(): void;
  /** True on the last step before the confirmation: its Continue opens the payment ("Pay", or "Complete hold order"). */
  isPaymentStep?: boolean;
  /** The order type chosen on the tickets step (spec 4 order types); normal when absent. */
  orderType?: 'normal' | 'hold';
}
