import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { useFailureText } from '../../../lib/i18n/use-error-text';

export function ListingLoading() {
  return (
    <div className="listing-state" data-testid="presentations-loading">
      <p className="listing-state__status" role="status">
        <Spinner />
        <FormattedMessage id="listing.loading" />
      </p>
      <ul className="skeleton-list" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="skeleton-card" />
        ))}
      </ul>
    </div>
  );
}

export function ListingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failureText = useFailureText();
  return (
    <div className="listing-state listing-state--error" role="alert" data-testid="presentations-error">
      <h2 className="listing-state__title">
        <FormattedMessage id="listing.error.title" />
      </h2>
      <p>{failureText(error)}</p>
      <button type="button" className="button button--primary" data-testid="retry-button" onClick={onRetry}>
        <FormattedMessage id="common.tryAgain" />
      </button>
    </div>
  );
}

export function ListingEmpty({ onReset }: { onReset: (() => void) | null }) {
  return (
    <div className="listing-state" data-testid="presentations-empty">
      <h2 className="listing-state__title">
        <FormattedMessage id="listing.empty.title" />
      </h2>
      <p>
        <FormattedMessage id="listing.empty.body" />
      </p>
      {onReset && (
        <button type="button" className="button button--secondary" onClick={onReset}>
          <FormattedMessage id="listing.empty.reset" />
        </button>
      )}
    </div>
  );
}
