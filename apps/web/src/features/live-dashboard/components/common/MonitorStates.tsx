import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Spinner } from '../../../../components/ui/Spinner';
import { isApiError } from '../../../../lib/api/api-error';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { withLang } from '../../../../lib/i18n/with-lang';
import { loginHref } from '../../utils/staff-pages';
import { Redirect } from './Redirect';

export function MonitorLoading() {
  return (
    <p className="monitor-state" role="status" data-testid="monitor-loading">
      <Spinner />
      <FormattedMessage id="live.state.loading" />
    </p>
  );
}

/**
 * A failed fetch (spec 8: "the monitor shows an error when fetching data fails") with a Retry button. An expired
 * session (401) goes to the login page instead, which brings the operator back here afterwards.
 */
export function MonitorError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failureText = useFailureText();
  const location = useLocation();
  const { linkLang } = useLocale();
  if (isApiError(error) && error.status === 401) {
    return <Redirect to={withLang(loginHref(`${location.pathname}${location.search}`), linkLang)} />;
  }
  return (
    <div
      className="monitor-state monitor-state--error"
      role="alert"
      data-testid="monitor-error"
      data-code={isApiError(error) ? (error.code ?? error.status) : undefined}
    >
      <p className="monitor-state__title">
        <FormattedMessage id="live.state.error" />
      </p>
      <p>{failureText(error)}</p>
      <button type="button" className="button button--primary" data-testid="monitor-retry" onClick={onRetry}>
        <FormattedMessage id="common.tryAgain" />
      </button>
    </div>
  );
}

export function MonitorEmpty() {
  return (
    <p className="monitor-state" data-testid="monitor-empty">
      <FormattedMessage id="live.state.empty" />
    </p>
  );
}
