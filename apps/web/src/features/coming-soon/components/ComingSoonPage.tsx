import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import type { ComingSoonArea } from '../coming-soon-areas';
import { AREA_TITLES } from '../coming-soon-areas';
import './coming-soon.css';

/** A route whose journey a later release builds: says so plainly and points back to the listing. */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  const intl = useIntl();
  const areaName = intl.formatMessage({ id: AREA_TITLES[area] });
  const heading = intl.formatMessage({ id: 'comingSoon.heading' }, { area: areaName });
  useDocumentTitle(areaName);
  return (
    <section className="coming-soon" data-testid="coming-soon" data-area={area} aria-labelledby="coming-soon-title">
      <div className="coming-soon__art" aria-hidden="true">
        <span className="coming-soon__ticket" />
      </div>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {heading}
      </h1>
      <p className="coming-soon__body">
        <FormattedMessage id="comingSoon.body" />
      </p>
      <p className="coming-soon__body">
        <FormattedMessage id="comingSoon.suggestion" />
      </p>
      <LocalizedLink to="/" className="button button--primary">
        <FormattedMessage id="common.backHome" />
      </LocalizedLink>
    </section>
  );
}
