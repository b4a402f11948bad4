import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import type { PaymentDialogProps } from '../utils/payment-dialog-props';
import { PaymentPanel } from './PaymentPanel';
import '../../customer-info/components/checkout-forms.css';

export type { PaymentDialogProps } from '../utils/payment-dialog-props';

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
