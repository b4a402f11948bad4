import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';

interface StepNavProps {
  onBack(): void;
  onContinue(): void;
  /** The last step before the confirmation pays (or completes a hold order). */
  isPaymentStep: boolean;
  orderType: 'normal' | 'hold';
  busy: boolean;
}

/** Back and Continue of a checkout step; Continue is "Pay" or "Complete hold order" on the last step. */
export function StepNav({ onBack, onContinue, isPaymentStep, orderType, busy }: StepNavProps) {
  const label = !isPaymentStep ? 'checkout.continue' : orderType === 'hold' ? 'checkout.completeHold' : 'checkout.pay';
  return (
    <div className="checkout-nav">
      <button type="button" className="button button--secondary" data-testid="checkout-back" onClick={onBack}>
        <FormattedMessage id="checkout.back" />
      </button>
      <button
        type="button"
        className="button button--primary"
        data-testid={isPaymentStep ? 'checkout-pay' : 'checkout-continue'}
        aria-disabled={busy || undefined}
        onClick={() => !busy && onContinue()}
      >
        {busy && <Spinner />}
        <FormattedMessage id={label} />
      </button>
    </div>
  );
}
