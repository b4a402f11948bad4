import type { Presentation } from '@kupa/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../../i18n/en';
import { AvailabilityBadge } from '../../../components/ui/AvailabilityBadge';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { languageName } from '../../../lib/format/language-name';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { availabilityOf, priceRange } from '../../../lib/presentation/presentation-facts';
import { PresentationTags } from '../../../components/ui/PresentationTags';

function Fact({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <div className="fact">
      <dt className="fact__label">
        <FormattedMessage id={label} />
      </dt>
      <dd className="fact__value">{children}</dd>
    </div>
  );
}

/**
 * The header of the order flow: what, where, when, how long, in which language, for how much, and how full.
 * `compact` (above the seat map) leaves out the synopsis and draws a smaller poster.
 */
export function OrderHeader({ presentation: p, compact = false }: { presentation: Presentation; compact?: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const range = priceRange(p);
  const { language, subtitles, dubbing } = p.eventInfo;
  return (
    <section className={`order-header${compact ? ' order-header--compact' : ''}`} data-testid="order-header" aria-labelledby="order-title">
      <img className="order-header__poster" src={p.posterUrl} alt={p.featureName} width={180} height={270} />
      <div className="order-header__body">
        <div className="order-header__tags">
          <PresentationTags presentation={p} />
        </div>
        <h1 id="order-title" className="order-header__title">
          {p.featureName}
        </h1>
        <p className="order-header__when">
          <time dateTime={p.startsAt} data-testid="presentation-datetime">
            {formatShowDateTime(p.startsAt, locale, timeZone)}
          </time>
        </p>
        {p.synopsis && !compact && <p className="order-header__synopsis">{p.synopsis}</p>}
        <h2 className="visually-hidden">
          <FormattedMessage id="order.details" />
        </h2>
        <dl className="facts">
          <Fact label="order.venue">{p.venueName}</Fact>
          <Fact label="order.location">{p.locationName}</Fact>
          <Fact label="order.duration">{intl.formatMessage({ id: 'presentation.duration' }, { minutes: p.durationInMinutes })}</Fact>
          {language && <Fact label="order.language">{languageName(language, locale)}</Fact>}
          {subtitles && <Fact label="order.subtitles">{languageName(subtitles, locale)}</Fact>}
          {dubbing && <Fact label="order.dubbing">{languageName(dubbing, locale)}</Fact>}
          {range && (
            <Fact label="order.price">
              <span data-testid="price">
                {range.min === range.max
                  ? formatPrice(range.min, locale)
                  : intl.formatMessage(
                      { id: 'order.priceRange' },
                      { min: formatPrice(range.min, locale), max: formatPrice(range.max, locale) },
                    )}
              </span>
              {p.serviceCharge > 0 && (
                <span className="fact__note">
                  {intl.formatMessage({ id: 'order.serviceCharge' }, { amount: formatPrice(p.serviceCharge, locale) })}
                </span>
              )}
            </Fact>
          )}
          <Fact label="order.availability">
            <AvailabilityBadge availability={availabilityOf(p)} />
          </Fact>
        </dl>
      </div>
    </section>
  );
}
