import { FormattedMessage, useIntl } from 'react-intl';
import type { EDocumentTicket } from '../utils/edocument-types';
import { qrCodeName, seatFacts, seatPhrase } from '../utils/seat-label';
import { ticketStateMessage, type TicketState } from '../utils/ticket-state';
import { TicketQrCode } from './TicketQrCode';

interface TicketCardProps {
  ticket: EDocumentTicket;
  /** 1-based, counted over the whole order. */
  number: number;
  state: TicketState;
  showQr: boolean;
}

/** One ticket: its number, type, seat, what it can be used for now, and its QR code when it can be used. */
export function TicketCard({ ticket, number, state, showQr }: TicketCardProps) {
  const intl = useIntl();
  const facts = seatFacts(ticket);
  const phrase = seatPhrase(ticket);
  const qrName = qrCodeName(number, phrase ? intl.formatMessage({ id: phrase.id }, phrase.values) : null);
  return (
    <li className={`ticket ticket--${state}`} data-testid="edocument-ticket" data-status={state}>
      <div className="ticket__info">
        <h3 className="ticket__title">
          <span className="ticket__number">
            <FormattedMessage id="edocument.ticket.number" values={{ number }} />
          </span>
          <span className="ticket__name">{ticket.name}</span>
        </h3>
        {facts.length > 0 ? (
          <dl className="ticket__seat">
            {facts.map((fact) => (
              <div key={fact.label} className="ticket__seat-fact">
                <dt>
                  <FormattedMessage id={fact.label} />
                </dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="ticket__seat">
            <FormattedMessage id="edocument.seat.free" />
          </p>
        )}
        {ticket.addons.length > 0 && (
          <p className="ticket__addons">
            <FormattedMessage id="edocument.ticket.addons" values={{ addons: intl.formatList(ticket.addons) }} />
          </p>
        )}
        <p className={`ticket__state ticket__state--${state}`} data-testid={`edocument-ticket-${state}`}>
          <FormattedMessage id={ticketStateMessage(state)} />
        </p>
      </div>
      {state === 'valid' && (
        <div className="ticket__code">
          {showQr ? (
            <TicketQrCode secret={ticket.ticketIdentifier} name={intl.formatMessage({ id: qrName.id }, qrName.values)} />
          ) : (
            <p className="ticket__no-qr">
              <FormattedMessage id="edocument.ticket.noQr" />
            </p>
          )}
        </div>
      )}
    </li>
  );
}
