import type { CheckoutPageMessageKey as MessageKey } from '../../../i18n/checkout/en';
import type { EDocumentTicket } from './edocument-types';

/** A message with its values, ready for intl.formatMessage. */
export interface MessageText {
  id: MessageKey;
  values: Record<string, string | number>;
}

type SeatFields = Pick<EDocumentTicket, 'sectionName' | 'rowName' | 'seatName'>;

/** A name is shown when the server gave one with text in it (general admission has none). */
function given(name: string | null): name is string {
  return name !== null && name.trim() !== '';
}

/** The labelled seat facts of a ticket in reading order (section, row, seat), leaving out the ones it lacks. */
export function seatFacts(ticket: SeatFields): { label: MessageKey; value: string }[] {
  const facts: { label: MessageKey; value: string }[] = [];
  if (given(ticket.sectionName)) facts.push({ label: 'edocument.seat.section', value: ticket.sectionName.trim() });
  if (given(ticket.rowName)) facts.push({ label: 'edocument.seat.row', value: ticket.rowName.trim() });
  if (given(ticket.seatName)) facts.push({ label: 'edocument.seat.seat', value: ticket.seatName.trim() });
  return facts;
}

/**
 * The seat as one phrase ("row 5 seat 8"), for the QR code's accessible name; null for a ticket without a place
 * (general admission). The section is named only when there is no row or seat to say.
 */
export function seatPhrase(ticket: SeatFields): MessageText | null {
  const row = given(ticket.rowName) ? ticket.rowName.trim() : null;
  const seat = given(ticket.seatName) ? ticket.seatName.trim() : null;
  if (row !== null && seat !== null) return { id: 'edocument.seat.rowSeat', values: { row, seat } };
  if (seat !== null) return { id: 'edocument.seat.seatOnly', values: { seat } };
  if (row !== null) return { id: 'edocument.seat.rowOnly', values: { row } };
  if (given(ticket.sectionName)) return { id: 'edocument.seat.sectionOnly', values: { section: ticket.sectionName.trim() } };
  return null;
}

/** The accessible name of a ticket's QR code: "QR code of ticket 2, row 5 seat 8". */
export function qrCodeName(ticketNumber: number, seat: string | null): MessageText {
  return seat === null
    ? { id: 'edocument.qr.name', values: { number: ticketNumber } }
    : { id: 'edocument.qr.nameWithSeat', values: { number: ticketNumber, seat } };
}
