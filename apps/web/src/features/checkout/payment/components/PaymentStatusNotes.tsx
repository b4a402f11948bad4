import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import type { PaymentState } from '../utils/payment-state';
import { BankWaiting } from './BankWaiting';

/** What the dialog says while the payment is not a form: verification, the bank app, a cancelled order, success. */
export function PaymentStatusNotes({ state, onChooseOther, onRestart }: { state: PaymentState; onChooseOther(): void; onRestart(): void }) {
  switch (state.kind) {
    case 'verification':
      return (
        <p className="checkout-alert checkout-alert--info checkout-dialog__status" role="status" data-testid="payment-verification">
          <Spinner />
          <FormattedMessage id="payment.verification" />
        </p>
      );
    case 'bankWaiting':
      return <BankWaiting approvalPath={state.approvalPath} onChooseOther={onChooseOther} />;
    case 'cancelled':
      return (
        <div className="checkout-alert" role="alert" data-testid="payment-cancelled">
          <p>
            <FormattedMessage id="payment.orderCancelled" />
          </p>
          <button type="button" className="button button--primary" onClick={onRestart} data-testid="payment-restart">
            <FormattedMessage id="payment.restart" />
          </button>
        </div>
      );
    case 'committed':
      return (
        <p className="checkout-alert checkout-alert--ok" role="status" data-testid="payment-committed">
          <FormattedMessage id="payment.done" />
        </p>
      );
    default:
      return null;
  }
}
