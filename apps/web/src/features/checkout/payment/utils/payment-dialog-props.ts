import type { CartPayload, CommitResponse, PricedCart } from '@kupa/contracts';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import type { OrderContext } from '../../flow/order-context';

/** What the payment dialog and its panel are given (one definition for both, so neither imports the other's file). */
export interface PaymentDialogProps {
  open: boolean;
  /** The order being paid: its business's form configuration gives the card rules and whether vouchers may pay. */
  context: OrderContext;
  cart: CartPayload;
  priced: PricedCart;
  updateCart: CheckoutStepProps['updateCart'];
  /** Set when the buyer comes back from the card issuer's verification page: the payment is completed at once. */
  resumePaymentIdentifier: string | null;
  onCommitted(result: CommitResponse): void;
  onOrderCancelled(): void;
  onClose(): void;
}
