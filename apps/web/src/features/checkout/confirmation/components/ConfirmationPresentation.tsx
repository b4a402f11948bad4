import type { CommitResponse } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../../lib/format/date-time';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { splitLocalDateTime } from '../utils/confirmation-facts';

type ConfirmedPresentation = NonNullable<CommitResponse['reservation']>['presentations'][number];

/** One presentation of the confirmation: where and when, the entrance, and each ticket with its seat, add-ons and price. */
export function ConfirmationPresentation({ idPrefix: id, presentation: p }: { idPrefix: string; presentation: ConfirmedPresentation }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  const when = (dateTime: string) => {
    const parts = splitLocalDateTime(dateTime);
    return parts ? `${formatBusinessDate(parts.date, locale)} ${parts.time}` : dateTime;
  };
  return (
    <section className="confirmation__block" aria-labelledby={`${id}-p${p.presentationId}`} data-testid="confirmation-presentation">
      <h3 id={`${id}-p${p.presentationId}`}>{p.featureName}</h3>
      <p className="confirmation__muted">
        <FormattedMessage id="confirmation.where" values={{ venue: p.venueName, location: p.locationName, when: when(p.dateTime) }} />
      </p>
      {p.entrance && (
        <p className="confirmation__muted">
          <FormattedMessage id="confirmation.entrance" values={{ entrance: p.entrance }} />
        </p>
      )}
      <ul className="confirmation__lines" data-testid="confirmation-tickets">
        {p.tickets.map((t) => (
          <li key={t.ticketIdentifier} className="confirmation__line">
            <span>
              {t.name}
              {t.rowName && t.seatName && (
                <span className="confirmation__seat">
                  <FormattedMessage
                    id={t.sectionName ? 'confirmation.seatInSection' : 'confirmation.seat'}
                    values={{ section: t.sectionName ?? '', row: t.rowName, seat: t.seatName }}
                  />
                </span>
              )}
              {t.addons.length > 0 && (
                <span className="confirmation__seat">
                  <FormattedMessage id="confirmation.addons" values={{ addons: intl.formatList(t.addons, { type: 'conjunction' }) }} />
                </span>
              )}
            </span>
            <span>{price(t.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
