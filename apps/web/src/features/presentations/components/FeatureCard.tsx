import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowTime } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import type { FeatureGroup } from '../utils/group-presentations';
import { availabilityOf } from '../../../lib/presentation/presentation-facts';
import { posterAtSize } from '../../../lib/presentation/poster-size';

interface FeatureCardProps {
  group: FeatureGroup;
  dateLabel: (date: string) => string;
}

/** One film or event with its poster and, per date, its showtimes as buttons to the order page. */
export function FeatureCard({ group, dateLabel }: FeatureCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const id = useId();
  return (
    <article className="feature-card" data-testid="feature-group" aria-labelledby={`${id}-name`}>
      <img
        className="feature-card__poster"
        src={posterAtSize(group.posterUrl, 'thumb')}
        alt={group.featureName}
        width={160}
        height={240}
        loading="lazy"
        decoding="async"
      />
      <div className="feature-card__body">
        <h2 id={`${id}-name`} className="feature-card__name">
          {group.featureName}
        </h2>
        <p className="feature-card__meta">
          <span>{intl.formatMessage({ id: 'presentation.duration' }, { minutes: group.durationInMinutes })}</span>
          {group.ratingName && <span className="tag tag--rating">{group.ratingName}</span>}
        </p>
        <ul className="feature-card__dates">
          {group.dates.map((day) => (
            <li key={day.date} className="feature-card__day">
              <h3 id={`${id}-${day.date}`} className="feature-card__date">
                {dateLabel(day.date)}
              </h3>
              <ul className="time-chips">
                {day.presentations.map((p) => (
                  <li key={p.id}>
                    <LocalizedLink
                      to={`/order/${String(p.id)}`}
                      className={`time-chip${availabilityOf(p) === 'soldOut' ? ' time-chip--sold-out' : ''}`}
                      data-testid="showtime-button"
                      data-presentation-id={p.id}
                      aria-describedby={`${id}-name ${id}-${day.date}`}
                    >
                      <time className="time-chip__time" dateTime={p.startsAt}>
                        {formatShowTime(p.startsAt, locale, timeZone)}
                      </time>
                      <span className="time-chip__place">{p.isVod ? <FormattedMessage id="presentation.watch" /> : p.locationName}</span>
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
