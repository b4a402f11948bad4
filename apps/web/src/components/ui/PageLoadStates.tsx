import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFailureText } from '../../lib/i18n/use-error-text';
import { PageNotice } from './PageNotice';
import { Spinner } from './Spinner';

/** A page's first load under way: a spinner and what is loading, announced politely. */
export function PageLoading({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="page-loading" role="status" data-testid={testId}>
      <Spinner />
      {children}
    </p>
  );
}

/** A page's load failed: why, in the visitor's language, and Try again. */
export function PageLoadFailed({ title, error, onRetry, testId }: { title: ReactNode; error: unknown; onRetry(): void; testId: string }) {
  const failureText = useFailureText();
  return (
    <PageNotice
      title={title}
      tone="warning"
      headingLevel={1}
      testId={testId}
      action={
        <button type="button" className="button button--primary" data-testid="retry-button" onClick={onRetry}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      }
    >
      <p role="alert">{failureText(error)}</p>
    </PageNotice>
  );
}
