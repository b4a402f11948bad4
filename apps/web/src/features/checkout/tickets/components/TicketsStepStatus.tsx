import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { useErrorCodeText, useFailureText } from '../../../../lib/i18n/use-error-text';

/** What the tickets step shows before its ticket types: a load failure to retry, the wait, or holds that ran out. */
export function TicketsStepStatus(
  props: { kind: 'loadError'; error: unknown; onRetry(): void } | { kind: 'loading' } | { kind: 'noSeats'; onBack(): void },
) {
  const failureText = useFailureText();
  const codeText = useErrorCodeText();
  switch (props.kind) {
    case 'loadError':
      return (
        <div className="checkout-step__problem" role="alert" data-testid="tickets-load-error">
          <p>{failureText(props.error)}</p>
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      );
    case 'loading':
      return (
        <p className="checkout-step__loading" role="status" data-testid="tickets-loading">
          <Spinner />
          <FormattedMessage id="tickets.loading" />
        </p>
      );
    case 'noSeats':
      // The holds ran out (a reload long after, another tab started over): back to the seats.
      return (
        <div className="checkout-step__problem" role="alert" data-testid="tickets-no-seats">
          <p>{codeText('SEAT_LOCK_EXPIRED')}</p>
          <button type="button" className="button button--primary" data-testid="checkout-back" onClick={props.onBack}>
            <FormattedMessage id="checkout.back" />
          </button>
        </div>
      );
  }
}
