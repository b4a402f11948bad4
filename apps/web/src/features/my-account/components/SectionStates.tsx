import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { Spinner } from '../../../components/ui/Spinner';
import { useFailureText } from '../../../lib/i18n/use-error-text';

/** A section's list is loading: announced politely. */
export function SectionLoading({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="my-account__state" role="status" data-testid={testId}>
      <Spinner />
      {children}
    </p>
  );
}

/** A section's list could not be loaded: why, and Try again. */
export function SectionFailed({ title, error, onRetry, testId }: { title: ReactNode; error: unknown; onRetry(): void; testId: string }) {
  const failureText = useFailureText();
  return (
    <div className="my-account__state my-account__state--failed" data-testid={testId}>
      <p role="alert">
        <strong>{title}</strong> {failureText(error)}
      </p>
      <button type="button" className="button button--secondary" data-testid={`${testId}-retry`} onClick={onRetry}>
        <FormattedMessage id="common.tryAgain" />
      </button>
    </div>
  );
}

/** A section with nothing to list: says so, and where to get something. */
export function SectionEmpty({ children, action, to, testId }: { children: ReactNode; action: ReactNode; to: string; testId: string }) {
  return (
    <div className="my-account__state my-account__state--empty" data-testid={testId}>
      <p>{children}</p>
      <LocalizedLink className="button button--secondary" to={to}>
        {action}
      </LocalizedLink>
    </div>
  );
}

/** What just happened (a voucher cancelled, details saved), announced politely. */
export function SectionNotice({ text }: { text: string | null }) {
  return (
    <p className="my-account__notice" role="status" aria-live="polite" data-testid="my-account-notice">
      {text}
    </p>
  );
}
