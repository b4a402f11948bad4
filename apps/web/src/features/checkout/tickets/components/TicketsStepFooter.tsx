import type { CartProblem } from '@kupa/contracts';
import { forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../../../../lib/api/api-error';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { ProblemList } from '../../cart/components/ProblemList';

/**
 * The tickets step's count of ticketed seats (announced politely), then what stops Continue: the server's problems
 * that concern no one line, a refused sync, the step's own error. The whole block takes the focus on Continue.
 */
export const TicketsStepFooter = forwardRef<
  HTMLDivElement,
  { covered: number; seats: number; problems: CartProblem[]; syncError: unknown; showSyncError: boolean; stepError: string | null }
>(function TicketsStepFooter({ covered, seats, problems, syncError, showSyncError, stepError }, ref) {
  const failureText = useFailureText();
  return (
    <>
      <p
        className="tickets-step__count"
        role="status"
        aria-live="polite"
        data-testid="ticket-count"
        data-covered={covered}
        data-seats={seats}
      >
        <FormattedMessage id="tickets.count" values={{ covered, seats }} />
      </p>
      <div ref={ref} tabIndex={-1} className="tickets-step__problems">
        <ProblemList problems={problems} testId="ticket-problems" />
        {syncError !== null && showSyncError && (
          <p
            className="checkout-field__error"
            role="alert"
            data-testid="tickets-sync-error"
            data-code={isApiError(syncError) ? (syncError.code ?? undefined) : undefined}
          >
            {failureText(syncError)}
          </p>
        )}
        {stepError && (
          <p className="checkout-field__error" role="alert" data-testid="tickets-step-error">
            {stepError}
          </p>
        )}
      </div>
    </>
  );
});
