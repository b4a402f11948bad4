import { forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import { declineReasonMessage } from '../utils/decline-reason';
import type { PaymentProblem } from '../utils/payment-state';

function ProblemText({ problem }: { problem: PaymentProblem }) {
  const codeText = useErrorCodeText();
  switch (problem.type) {
    case 'declined':
      return <FormattedMessage id={declineReasonMessage(problem.reason)} />;
    case 'bankDeclined':
      return <FormattedMessage id="payment.bank.declined" />;
    case 'network':
      return <FormattedMessage id="payment.networkError" />;
    case 'bankExpired':
      return <FormattedMessage id="payment.bank.expired" />;
    case 'error':
      return <>{codeText(problem.code, problem.details)}</>;
  }
}

/** Why the last attempt to pay failed (a declined card, the bank, the network, an order error); focused when shown. */
export const PaymentProblemAlert = forwardRef<HTMLParagraphElement, { problem: PaymentProblem }>(function PaymentProblemAlert(
  { problem },
  ref,
) {
  const declined = problem.type === 'declined' || problem.type === 'bankDeclined';
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="checkout-alert"
      role="alert"
      data-testid={declined ? 'payment-declined' : 'payment-error'}
      data-reason={problem.type === 'declined' ? (problem.reason ?? '') : problem.type === 'bankDeclined' ? 'declined' : problem.type}
      data-method={problem.type === 'bankDeclined' ? 'bank' : undefined}
    >
      <ProblemText problem={problem} />
    </p>
  );
});
