import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { useErrorCodeText, useFailureText } from '../../../lib/i18n/use-error-text';

/** What the seat step shows before its map: no seat plan, a load failure to retry, or the wait. */
export function SeatStepStatus(
  props: { kind: 'noSeatplan' } | { kind: 'loadError'; error: unknown; onRetry(): void } | { kind: 'loading' },
) {
  const failureText = useFailureText();
  const codeText = useErrorCodeText();
  switch (props.kind) {
    case 'noSeatplan':
      return (
        <p className="seat-step__problem" data-testid="seats-load-error">
          {codeText('SEATPLAN_NOT_FOUND')}
        </p>
      );
    case 'loadError':
      return (
        <div className="seat-step__problem" data-testid="seats-load-error" role="alert">
          <p className="seat-step__problem-title">
            <FormattedMessage id="seats.loadError" />
          </p>
          <p>{failureText(props.error)}</p>
          <button type="button" className="button button--primary" data-testid="seats-retry" onClick={props.onRetry}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      );
    case 'loading':
      return (
        <p className="seat-step__loading" role="status" data-testid="seats-loading">
          <Spinner />
          <FormattedMessage id="seats.loading" />
        </p>
      );
  }
}
