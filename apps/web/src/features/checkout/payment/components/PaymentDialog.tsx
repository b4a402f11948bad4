import type { CartPayload, CommitResponse, PricedCart } from '@kupa/contracts';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import type { OrderContext } from '../../flow/order-context';
import { PaymentPanel } from './PaymentPanel';
import '../../customer-info/components/checkout-forms.css';

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

/** The payment dialog of spec 2: amount due, card form or saved cards, bank app, gift vouchers, and the commit. */
export function PaymentDialog(props: PaymentDialogProps) {
  const id = useId();
  // Escape closes the dialog only while no payment is under way.
  const [closable, setClosable] = useState(true);
  return (
    <ModalDialog
      open={props.open}
      titleId={`${id}-title`}
      onCancel={closable ? props.onClose : undefined}
      testId="payment-dialog"
      className="checkout-dialog"
    >
      {props.open && <PaymentPanel {...props} titleId={`${id}-title`} onClosableChange={setClosable} />}
    </ModalDialog>
  );
}
