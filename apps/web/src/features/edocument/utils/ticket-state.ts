import type { ReservationSummary } from '@kupa/contracts';
import type { CheckoutPageMessageKey as MessageKey } from '../../../i18n/checkout/en';
import type { EDocumentPresentation, EDocumentTicket } from './edocument-types';

/** What the holder can do with a ticket now (spec 2 e-ticket view: scanned, past event, cancelled order, held order). */
export type TicketState = 'valid' | 'scanned' | 'cancelled' | 'past' | 'held';

/** The state of the whole order that the page announces above the tickets. */
export type ReservationState = 'active' | 'held' | 'cancelled' | 'past';

/**
 * A cancelled or expired order cancels every ticket; then the ticket's own state (cancelled, scanned at the
 * entrance); then the event being over; then an unpaid hold. Only a valid ticket gets its QR code.
 */
export function ticketStateOf(
  reservation: Pick<ReservationSummary, 'status'>,
  presentation: Pick<EDocumentPresentation, 'isPast'>,
  ticket: Pick<EDocumentTicket, 'status'>,
): TicketState {
  if (reservation.status === 'cancelled' || reservation.status === 'expired') return 'cancelled';
  if (ticket.status === 'cancelled') return 'cancelled';
  if (ticket.status === 'scanned') return 'scanned';
  if (presentation.isPast) return 'past';
  if (reservation.status === 'held') return 'held';
  return 'valid';
}

/** The order's banner: cancelled or expired orders, unpaid holds, and orders whose every event is over. */
export function reservationStateOf(reservation: Pick<ReservationSummary, 'status' | 'presentations'>): ReservationState {
  if (reservation.status === 'cancelled' || reservation.status === 'expired') return 'cancelled';
  if (reservation.presentations.length > 0 && reservation.presentations.every((p) => p.isPast)) return 'past';
  if (reservation.status === 'held') return 'held';
  return 'active';
}

/** The short status line shown on each ticket. */
const TICKET_STATE_MESSAGES: Readonly<Record<TicketState, MessageKey>> = {
  valid: 'edocument.ticket.state.valid',
  scanned: 'edocument.ticket.state.scanned',
  cancelled: 'edocument.ticket.state.cancelled',
  past: 'edocument.ticket.state.past',
  held: 'edocument.ticket.state.held',
};

/** The message key of a ticket's status line. */
export function ticketStateMessage(state: TicketState): MessageKey {
  return TICKET_STATE_MESSAGES[state];
}

/** Whether the ticket shows its QR code: the presentation shows codes (isDisplayQr) and the ticket can still be used. */
export function showsQrCode(presentation: Pick<EDocumentPresentation, 'isDisplayQr'>, state: TicketState): boolean {
  return presentation.isDisplayQr && state === 'valid';
}
