import type { ReservationSummary } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import type { EDocumentPresentation } from '../utils/edocument-types';
import { formatLocalShowDateTime } from '../utils/show-date-time';
import { showsQrCode, ticketStateOf } from '../utils/ticket-state';
import { StateBanner } from './StateBanner';
import { TicketCard } from './TicketCard';

interface PresentationTicketsProps {
  reservation: ReservationSummary;
  presentation: EDocumentPresentation;
  /** The order-wide number of this presentation's first ticket. */
  firstTicketNumber: number;
  /** Whether this presentation says itself that it is over (the order's banner does not already say so). */
  announcePast: boolean;
}

/** A presentation of the order: film or event, where and when, and its tickets. */
export function PresentationTickets({ reservation, presentation, firstTicketNumber, announcePast }: PresentationTicketsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = `edocument-presentation-${String(presentation.presentationId)}`;
  return (
    <section className="edocument-presentation" aria-labelledby={headingId} data-testid="edocument-presentation">
      <header className="edocument-presentation__header">
        <h2 id={headingId} className="edocument-presentation__title">
          {presentation.featureName}
        </h2>
        <dl className="edocument-facts">
          <div className="edocument-fact">
            <dt>
              <FormattedMessage id="edocument.presentation.when" />
            </dt>
            <dd data-testid="edocument-when">{formatLocalShowDateTime(presentation.dateTime, locale)}</dd>
          </div>
          <div className="edocument-fact">
            <dt>
              <FormattedMessage id="edocument.presentation.location" />
            </dt>
            <dd>{presentation.locationName}</dd>
          </div>
          <div className="edocument-fact">
            <dt>
              <FormattedMessage id="edocument.presentation.venue" />
            </dt>
            <dd data-testid="edocument-venue">{presentation.venueName}</dd>
          </div>
          {presentation.entrance !== null && presentation.entrance.trim() !== '' && (
            <div className="edocument-fact">
              <dt>
                <FormattedMessage id="edocument.presentation.entrance" />
              </dt>
              <dd data-testid="edocument-entrance">{presentation.entrance}</dd>
            </div>
          )}
        </dl>
      </header>
      {announcePast && presentation.isPast && (
        <StateBanner testId="edocument-past" title={<FormattedMessage id="edocument.past.title" />} headingLevel={3}>
          <FormattedMessage id="edocument.past.body" />
        </StateBanner>
      )}
      <ol
        className="edocument-tickets"
        start={firstTicketNumber}
        aria-label={intl.formatMessage({ id: 'edocument.presentation.tickets' }, { count: presentation.tickets.length })}
      >
        {presentation.tickets.map((ticket, index) => {
          const state = ticketStateOf(reservation, presentation, ticket);
          return (
            <TicketCard
              key={ticket.ticketIdentifier}
              ticket={ticket}
              number={firstTicketNumber + index}
              state={state}
              showQr={showsQrCode(presentation, state)}
            />
          );
        })}
      </ol>
    </section>
  );
}
