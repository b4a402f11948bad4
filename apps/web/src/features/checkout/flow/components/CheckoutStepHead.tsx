import { FormattedMessage } from 'react-intl';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';
import { StepTimer, type TimerAnnouncement } from '../../../seat-selection';
import type { CheckoutStepName } from '../checkout-types';

const TITLES: Record<Exclude<CheckoutStepName, 'seats' | 'confirmation'>, MessageKey> = {
  tickets: 'order.step.chooseTickets',
  customerInfo: 'order.step.customerInfo',
  products: 'order.step.chooseProducts',
};

interface CheckoutStepHeadProps {
  step: Exclude<CheckoutStepName, 'seats' | 'confirmation'>;
  deadline: string | null;
  stepSeconds: number;
  onAnnounce(a: TimerAnnouncement | { kind: 'start'; minutes: number }): void;
  onExpired(deadline: string): void;
  onStartOver(): void;
}

/** A step's heading (where the focus lands on each step change), its timer and Start over. */
export function CheckoutStepHead({ step, deadline, stepSeconds, onAnnounce, onExpired, onStartOver }: CheckoutStepHeadProps) {
  return (
    <div className="checkout-step__head">
      <h2
        id="checkout-step-title"
        className="checkout-step__title"
        tabIndex={-1}
        data-step-heading
        data-testid="checkout-step-heading"
        data-step={step}
      >
        <FormattedMessage id={TITLES[step]} />
      </h2>
      <StepTimer deadline={deadline} stepSeconds={stepSeconds} onAnnounce={onAnnounce} onExpired={onExpired} />
      <button type="button" className="button button--link checkout-step__restart" data-testid="checkout-start-over" onClick={onStartOver}>
        <FormattedMessage id="checkout.startOver" />
      </button>
    </div>
  );
}
