import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../lib/i18n/use-document-title';
import { LocalizedLink } from '../ui/LocalizedLink';
import { SecondaryEnglish } from './SecondaryEnglish';

/** The general error page (spec 2: "Error Occurred"), shown by the router's error boundaries. */
export function ErrorPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'error.title' }));
  return (
    <section className="status-page status-page--error" data-testid="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="status-page__title">
        <FormattedMessage id="error.title" />
      </h1>
      <SecondaryEnglish id="error.title" />
      <p className="status-page__body">
        <FormattedMessage id="error.body" />
      </p>
      <div className="status-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          <FormattedMessage id="error.reload" />
        </button>
        <LocalizedLink to="/" className="button button--secondary">
          <FormattedMessage id="common.backHome" />
        </LocalizedLink>
      </div>
    </section>
  );
}
