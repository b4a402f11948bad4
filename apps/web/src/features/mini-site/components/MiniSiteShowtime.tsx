import type { MiniSitePresentation } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { miniSiteOrderPath } from '../../../lib/referral/order-referral';

/** One presentation of a mini site: title, when and where, its price through the site, and Buy (through the site). */
export function MiniSiteShowtime({ item, miniSiteId }: { item: MiniSitePresentation; miniSiteId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const id = useId();
  const p = item.presentation;
  return (
    <li className="mini-site__showtime" data-testid="mini-site-presentation" data-presentation-id={p.id}>
      <div>
        <h3 id={`${id}-title`} className="mini-site__showtime-title">
          {p.featureName}
        </h3>
        <p className="mini-site__meta">
          <time id={`${id}-when`} dateTime={p.startsAt}>
            {formatShowDateTime(p.startsAt, locale, timeZone)}
          </time>
          <span>{intl.formatMessage({ id: 'presentation.place' }, { venue: p.venueName, location: p.locationName })}</span>
        </p>
      </div>
      <div className="mini-site__aside">
        {item.referralPrices && (
          <p className="mini-site__price">
            <FormattedMessage
              id="presentation.priceFrom"
              values={{ price: <span data-testid="mini-site-price">{formatPrice(item.referralPrices.minPrice, locale)}</span> }}
            />
          </p>
        )}
        <LocalizedLink
          to={miniSiteOrderPath(p.id, miniSiteId)}
          className="button button--primary"
          data-testid="mini-site-buy"
          aria-describedby={`${id}-title ${id}-when`}
        >
          <FormattedMessage id="presentation.buy" />
        </LocalizedLink>
      </div>
    </li>
  );
}
