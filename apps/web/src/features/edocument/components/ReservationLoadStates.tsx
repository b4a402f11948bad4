import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';

interface ReservationLoadStatesProps {
  /** The page's own class (its layout) and test-id prefix: `${testIdPrefix}-not-found`, `-load-error`, `-loading`. */
  className: string;
  testIdPrefix: string;
  notFound: boolean;
  failed: { error: unknown; retry: () => void } | null;
  /** The order once loaded; null while loading. */
  children: ReactNode | null;
}

/**
 * The states of a page that shows an order read by its e-ticket key (the e-ticket, the confirmation): not found,
 * failed to load (with retry), loading, or the order itself.
 */
export function ReservationLoadStates({ className, testIdPrefix, notFound, failed, children }: ReservationLoadStatesProps) {
  const codeText = useErrorCodeText();
  if (notFound) {
    return (
      <div className={className}>
        <PageNotice title={codeText('RESERVATION_NOT_FOUND')} tone="warning" headingLevel={1} testId={`${testIdPrefix}-not-found`}>
          <p>
            <FormattedMessage id="edocument.notFound.body" />
          </p>
        </PageNotice>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={className}>
        <PageLoadFailed
          title={<FormattedMessage id="edocument.loadError.title" />}
          testId={`${testIdPrefix}-load-error`}
          error={failed.error}
          onRetry={failed.retry}
        />
      </div>
    );
  }
  if (children === null) {
    return (
      <div className={className}>
        <PageLoading testId={`${testIdPrefix}-loading`}>
          <FormattedMessage id="edocument.loading" />
        </PageLoading>
      </div>
    );
  }
  return children;
}
