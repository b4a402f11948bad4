import type { CustomerReservation, ReservationDisplay } from '@kupa/contracts';
import type { CheckoutPageMessageKey as MessageKey } from '../../../i18n/checkout/en';

/** The label of each display state (spec 4 Reservation displays). */
export const DISPLAY_LABEL: Readonly<Record<ReservationDisplay, MessageKey>> = {
  active: 'myOrders.state.active',
  held: 'myOrders.state.held',
  cancelled: 'myOrders.state.cancelled',
  scanned: 'myOrders.state.scanned',
  past: 'myOrders.state.past',
  expired: 'myOrders.state.expired',
};

/** What an order card shows of its first presentation, and how many tickets it has in all. */
export function orderFacts(entry: CustomerReservation) {
  const { reservation } = entry;
  const first = reservation.presentations[0] ?? null;
  const tickets = reservation.presentations.reduce((sum, p) => sum + p.tickets.length, 0);
  return {
    featureName: first?.featureName ?? '',
    dateTime: first?.dateTime ?? '',
    place: first ? [first.locationName, first.venueName].filter(Boolean).join(', ') : '',
    tickets,
  };
}

/** Whether the e-ticket and sending it make sense: the order is not cancelled or expired. */
export const hasUsableTickets = (display: ReservationDisplay) => display !== 'cancelled' && display !== 'expired';
