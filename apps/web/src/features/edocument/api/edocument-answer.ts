import type { EDocumentResponse, ReservationSummary } from '@kupa/contracts';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/edocuments/{documentKey}: `{ reservation }` with its presentations and tickets (shape checked by the server's schema). */
export function readEDocument(body: unknown): ReservationSummary {
  if (!isRecord(body) || !isRecord(body.reservation)) throw unexpectedAnswer('e-ticket');
  const reservation = body.reservation;
  if (
    typeof reservation.reservationIdentifier !== 'string' ||
    typeof reservation.status !== 'string' ||
    !Array.isArray(reservation.presentations) ||
    !reservation.presentations.every((p) => isRecord(p) && Array.isArray(p.tickets))
  ) {
    throw unexpectedAnswer('e-ticket');
  }
  return (body as unknown as EDocumentResponse).reservation;
}

/** POST /api/reservations/{id}/sendTickets: `{ success: true }`. */
export function readSendTicketsAnswer(body: unknown): void {
  if (!isRecord(body) || body.success !== true) throw unexpectedAnswer('send tickets');
}
