import { FormattedMessage } from 'react-intl';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import type { Bookability } from '../utils/bookability';

/** Instead of the seat map: the branch is offline (spec 4), or when the ticket sale begins, in the locale's format (spec 8). */
export function NotBookableNotice({ reason }: { reason: Exclude<Bookability, { kind: 'bookable' }> }) {
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const codeText = useErrorCodeText();
  if (reason.kind === 'offline') {
    return (
      <PageNotice title={<FormattedMessage id="order.offline.title" />} tone="warning" testId="order-not-bookable">
        <p data-testid="order-not-bookable-reason" data-reason="offline">
          {codeText('LOCATION_OFFLINE')}
        </p>
      </PageNotice>
    );
  }
  const opens = reason.saleStartsAt ? formatShowDateTime(reason.saleStartsAt, locale, timeZone) : null;
  return (
    <PageNotice title={<FormattedMessage id="order.notOnSale.title" />} testId="order-not-bookable">
      {opens && (
        <p data-testid="order-not-bookable-reason" data-reason="saleNotStarted">
          {codeText('TICKETING_NOT_STARTED', { date: opens })}
        </p>
      )}
    </PageNotice>
  );
}
