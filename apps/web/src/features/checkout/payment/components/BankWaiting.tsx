import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';

/** While the buyer approves the payment in the bank app: the approval page's link, and the way back to the choice. */
export function BankWaiting({ approvalPath, onChooseOther }: { approvalPath: string; onChooseOther(): void }) {
  return (
    <div className="checkout-alert checkout-alert--info" role="status" data-testid="payment-bank-waiting">
      <p className="checkout-dialog__status">
        <Spinner />
        <FormattedMessage id="payment.bank.waiting" />
      </p>
      <p>
        <a href={approvalPath} target="_blank" rel="noopener" data-testid="payment-bank-link">
          <FormattedMessage id="payment.bank.open" />
        </a>
      </p>
      <button type="button" className="button button--link" onClick={onChooseOther} data-testid="payment-bank-cancel">
        <FormattedMessage id="payment.bank.chooseOther" />
      </button>
    </div>
  );
}
