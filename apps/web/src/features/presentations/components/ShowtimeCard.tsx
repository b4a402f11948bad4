import type { Presentation } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime, formatShowTime } from '../../../lib/format/date-time';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { availabilityOf, lowestPrice } from '../../../lib/presentation/presentation-facts';
import { AvailabilityBadge } from '../../../components/ui/AvailabilityBadge';
import { PresentationTags } from '../../../components/ui/PresentationTags';

function PlayIcon() {
  return (
    <svg className="showtime-card__play" viewBox="0 0 24 24" width="36" height="36" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M10 8v8l6-4z" fill="#fff" />
    </svg>
  );
}

/** One presentation in the "by date" list: time, title, place, price from, availability, Buy or Watch. */
export function ShowtimeCard({ presentation: p }: { presentation: Presentation }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const id = useId();
  const from = lowestPrice(p);
  const availability = availabilityOf(p);
  return (
    <li
      className={`showtime-card${availability === 'soldOut' ? ' showtime-card--sold-out' : ''}`}
      data-testid="presentation-item"
      data-presentation-id={p.id}
    >
      <div className="showtime-card__clock" aria-hidden="true">
        {p.isVod ? <PlayIcon /> : formatShowTime(p.startsAt, locale, timeZone)}
      </div>
      <div className="showtime-card__main">
        <h3 id={`${id}-title`} className="showtime-card__title">
          {p.featureName}
        </h3>
        <p className="showtime-card__meta">
          <time id={`${id}-when`} dateTime={p.startsAt} data-testid="presentation-datetime">
            {formatShowDateTime(p.startsAt, locale, timeZone)}
          </time>
          <span>{intl.formatMessage({ id: 'presentation.place' }, { venue: p.venueName, location: p.locationName })}</span>
          <span>{intl.formatMessage({ id: 'presentation.duration' }, { minutes: p.durationInMinutes })}</span>
        </p>
        <div className="showtime-card__tags">
          <AvailabilityBadge availability={availability} />
          <PresentationTags presentation={p} />
        </div>
      </div>
      <div className="showtime-card__aside">
        {from !== null && (
          <p className="showtime-card__price">
            <FormattedMessage
              id="presentation.priceFrom"
              values={{ price: <span data-testid="price">{formatPrice(from, locale)}</span> }}
            />
          </p>
        )}
        <LocalizedLink
          to={`/order/${String(p.id)}`}
          className="button button--primary showtime-card__action"
          data-testid={p.isVod ? 'watch-button' : 'buy-button'}
          aria-describedby={`${id}-title ${id}-when`}
        >
          <FormattedMessage id={p.isVod ? 'presentation.watch' : 'presentation.buy'} />
        </LocalizedLink>
      </div>
    </li>
  );
}
