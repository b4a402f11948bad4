import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../lib/i18n/use-document-title';
import { LocalizedLink } from '../ui/LocalizedLink';

/** A /http… link to an address no tenant allows (spec 2): the visitor stays on the site and is told why. */
export function ExternalLinkRefusedPage({ address }: { address: string }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'externalLink.refused.title' }));
  return (
    <section className="status-page" data-testid="external-link-refused" aria-labelledby="external-link-refused-title">
      <h1 id="external-link-refused-title" className="status-page__title">
        <FormattedMessage id="externalLink.refused.title" />
      </h1>
      <p className="status-page__body">
        {/* The address as plain text, never a link: it is what someone tried to send the visitor to. */}
        <FormattedMessage id="externalLink.refused.body" values={{ address: <bdi dir="ltr">{address}</bdi> }} />
      </p>
      <LocalizedLink to="/" className="button button--primary">
        <FormattedMessage id="common.backHome" />
      </LocalizedLink>
    </section>
  );
}
