import { SEAT_STEPS, type SeatStep } from '@kupa/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../../i18n/en';

const LABELS: Record<SeatStep, MessageKey> = {
  chooseSeats: 'order.step.chooseSeats',
  chooseTickets: 'order.step.chooseTickets',
  customerInfo: 'order.step.customerInfo',
  chooseProducts: 'order.step.chooseProducts',
};

/**
 * The ticket order's steps 0 to 3 (spec 2), the current one marked for assistive technology too; `steps` gives the
 * order's own sequence (the variant lists products before customer info).
 */
export function OrderSteps({ current, steps = SEAT_STEPS }: { current: SeatStep; steps?: readonly SeatStep[] }) {
  const intl = useIntl();
  return (
    <ol className="order-steps" aria-label={intl.formatMessage({ id: 'order.steps.label' })} data-testid="order-steps">
      {steps.map((step, i) => (
        <li key={step} className="order-steps__step" aria-current={step === current ? 'step' : undefined} data-step={step}>
          <span className="order-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <FormattedMessage id={LABELS[step]} />
        </li>
      ))}
    </ol>
  );
}
