import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useWaiver } from '../hooks/use-waiver';
import { waiverPath } from '../utils/waiver-path';
import './waiver.css';

/**
 * On the confirmation and the e-ticket of an order: whether its tickets need a signed waiver, and the way to the
 * waiver page. Nothing when the order needs none (or cannot be read: the e-ticket itself says why).
 */
export function WaiverNotice({ documentKey }: { documentKey: string }) {
  const { locale } = useLocale();
  const { data } = useWaiver(documentKey, locale);
  if (data?.kind !== 'ok') return null;
  const { complete } = data.waiver;
  return (
    <aside
      className={`waiver-notice no-print ${complete ? 'waiver-notice--complete' : ''}`}
      data-testid="waiver-notice"
      data-complete={complete}
    >
      <p>
        <FormattedMessage id={complete ? 'waiver.notice.complete' : 'waiver.notice.required'} />
      </p>
      <LocalizedLink
        to={waiverPath(documentKey)}
        className={complete ? 'button button--secondary' : 'button button--primary'}
        data-testid="waiver-notice-link"
      >
        <FormattedMessage id={complete ? 'waiver.notice.view' : 'waiver.notice.sign'} />
      </LocalizedLink>
    </aside>
  );
}
