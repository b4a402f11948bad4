import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../lib/i18n/use-document-title';
import { LocalizedLink } from '../ui/LocalizedLink';
import { SecondaryEnglish } from './SecondaryEnglish';

/** Unknown routes and unsupported ?lang= values (spec 2 and 8). */
export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <section className="status-page" data-testid="not-found" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        {404}
      </p>
      <h1 id="not-found-title" className="status-page__title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <SecondaryEnglish id="notFound.title" />
      <p className="status-page__body">
        <FormattedMessage id="notFound.body" />
      </p>
      <LocalizedLink to="/" className="button button--primary">
        <FormattedMessage id="common.backHome" />
      </LocalizedLink>
    </section>
  );
}
