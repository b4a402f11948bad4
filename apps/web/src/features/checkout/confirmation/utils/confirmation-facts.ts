import type { CommitResponse, ReservationSummary } from '@kupa/contracts';

/** What the confirmation needs from a commit answer, whether the summary came with it or only the identifiers did. */
export interface ConfirmationFacts {
  reservationIdentifier: string | null;
  documentKey: string | null;
  isHold: boolean;
  /** Hold orders: pay and collect by this instant (ISO), 30 minutes before the show. */
  holdDeadline: string | null;
}

/** Reads the commit answer for the confirmation (spec 2 confirmation screen, spec 4 hold orders). */
export function confirmationFacts(result: CommitResponse): ConfirmationFacts {
  const reservation = result.reservation;
  const isHold = reservation?.orderType === 'hold' || reservation?.status === 'held';
  return {
    reservationIdentifier: result.reservationIdentifier ?? reservation?.reservationIdentifier ?? null,
    documentKey: result.documentKey ?? reservation?.documentKey ?? null,
    isHold,
    holdDeadline: isHold ? (reservation?.holdDeadline ?? null) : null,
  };
}

/** The confirmation's own address (reloadable): the presentation's order page, then the order's unguessable e-ticket key. */
export function confirmationPath(presentationId: number, documentKey: string): string {
  return `/order/${String(presentationId)}/confirmation/${encodeURIComponent(documentKey)}`;
}

/** The confirmation as the e-ticket answer shows it: the reservation summary is the commit's, stored under the same key. */
export function confirmationOfReservation(reservation: ReservationSummary): CommitResponse {
  return { reservationIdentifier: reservation.reservationIdentifier, documentKey: reservation.documentKey, reservation };
}

/** The e-ticket's address (spec 2 route /edocument/{documentKey}). */
export function eTicketPath(documentKey: string): string {
  return `/edocument/${encodeURIComponent(documentKey)}`;
}

/** A local "YYYY-MM-DD HH:mm" split into its date and time, for display; null when it is not that shape. */
export function splitLocalDateTime(text: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text);
  return match?.[1] && match[2] ? { date: match[1], time: match[2] } : null;
}
