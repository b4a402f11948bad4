import type { WaiverPage } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import { formatLocalShowDateTime } from '../../edocument';
import { ticketLabel } from '../utils/ticket-label';

/** The order on the waiver page: its session, each ticket and whom it is signed for, and the waivers signed so far. */
export function WaiverSummary({ waiver }: { waiver: WaiverPage }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <section
      className="waiver__summary"
      aria-labelledby="waiver-tickets-title"
      data-testid="waiver-summary"
      data-complete={waiver.complete}
    >
      <p className="waiver__session">
        <FormattedMessage
          id="waiver.session"
          values={{
            number: <bdi>{waiver.reservationIdentifier}</bdi>,
            feature: waiver.featureName,
            venue: waiver.venueName,
            location: waiver.locationName,
            when: formatLocalShowDateTime(waiver.dateTime, locale),
          }}
        />
      </p>
      <h2 id="waiver-tickets-title" className="waiver__subtitle">
        <FormattedMessage id="waiver.tickets.title" />
      </h2>
      <ul className="waiver__tickets">
        {waiver.tickets.map((t) => (
          <li key={t.ticketIdentifier} className="waiver__ticket" data-testid="waiver-ticket" data-signed={t.jumperName !== null}>
            <span>{ticketLabel(intl, t)}</span>
            <strong className={t.jumperName ? 'waiver__state waiver__state--signed' : 'waiver__state'}>
              {t.jumperName ? (
                <FormattedMessage id="waiver.ticket.signed" values={{ name: t.jumperName }} />
              ) : (
                <FormattedMessage id="waiver.ticket.unsigned" />
              )}
            </strong>
          </li>
        ))}
      </ul>
      {waiver.complete && (
        <p className="waiver__complete" data-testid="waiver-complete">
          <FormattedMessage id="waiver.complete" />
        </p>
      )}
      {waiver.waivers.length > 0 && (
        <>
          <h2 className="waiver__subtitle">
            <FormattedMessage id="waiver.signed.title" />
          </h2>
          <ul className="waiver__signed" data-testid="waiver-signed-list">
            {waiver.waivers.map((w) => (
              <li key={`${w.signedAt}-${w.guardianName}`}>
                <FormattedMessage
                  id="waiver.signed.item"
                  values={{
                    guardian: w.guardianName,
                    children: list.format(w.jumperNames),
                    when: formatShowDateTime(w.signedAt, locale, timeZone),
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
