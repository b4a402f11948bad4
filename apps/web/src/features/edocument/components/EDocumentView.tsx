import type { ReservationSummary } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import { firstTicketNumbers } from '../utils/ticket-numbers';
import { reservationStateOf } from '../utils/ticket-state';
import { PresentationTickets } from './PresentationTickets';
import { ReservationHeader } from './ReservationHeader';
import { SendTicketsForm } from './SendTicketsForm';
import { StateBanner } from './StateBanner';
import { VouchersList } from './VouchersList';
import { WaiverNotice } from '../../waiver';

/** The e-ticket of a found order: the order's state, each presentation with its tickets, vouchers, and sending. */
export function EDocumentView({ reservation }: { reservation: ReservationSummary }) {
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const state = reservationStateOf(reservation);
  const firstNumbers = firstTicketNumbers(reservation.presentations);
  return (
    <article className="edocument" data-testid="edocument" data-status={reservation.status}>
      <ReservationHeader reservation={reservation} />
      {state !== 'cancelled' && <WaiverNotice documentKey={reservation.documentKey} />}
      {state === 'cancelled' && (
        <StateBanner testId="edocument-cancelled" title={<FormattedMessage id="edocument.cancelled.title" />}>
          <FormattedMessage id="edocument.cancelled.body" />
        </StateBanner>
      )}
      {state === 'past' && (
        <StateBanner testId="edocument-past" tone="info" title={<FormattedMessage id="edocument.past.title" />}>
          <FormattedMessage id="edocument.past.body" />
        </StateBanner>
      )}
      {state === 'held' && (
        <StateBanner testId="edocument-held" title={<FormattedMessage id="edocument.held.title" />}>
          {reservation.holdDeadline ? (
            <FormattedMessage
              id="edocument.held.body"
              values={{ deadline: <strong>{formatShowDateTime(reservation.holdDeadline, locale, timeZone)}</strong> }}
            />
          ) : (
            <FormattedMessage id="edocument.held.bodyNoDeadline" />
          )}
        </StateBanner>
      )}
      {reservation.presentations.map((presentation, i) => (
        <PresentationTickets
          key={presentation.presentationId}
          reservation={reservation}
          presentation={presentation}
          firstTicketNumber={firstNumbers[i] ?? 1}
          announcePast={state === 'active' || state === 'held'}
        />
      ))}
      <VouchersList vouchers={reservation.vouchers} />
      {state !== 'cancelled' && <SendTicketsForm reservationIdentifier={reservation.reservationIdentifier} />}
    </article>
  );
}
