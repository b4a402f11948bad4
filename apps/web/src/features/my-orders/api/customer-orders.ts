import type { CancelReservationResponse, CustomerReservationsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
import { apiGet, apiSend } from '../../../lib/api/api-client';

/** GET /api/customer/reservations: the logged-in customer's ticket orders, upcoming and past (shape checked by the server's schema). */
export async function getMyReservations(lang: MessageLocale, signal?: AbortSignal): Promise<CustomerReservationsResponse> {
  const body = await apiGet('/customer/reservations', { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.upcoming) || !Array.isArray(body.past)) throw unexpectedAnswer('my tickets');
  return body as unknown as CustomerReservationsResponse;
}

/** POST /api/reservations/{id}/cancel: cancels the order and answers what was refunded. */
export async function cancelReservation(reservationIdentifier: string, lang: MessageLocale): Promise<CancelReservationResponse> {
  const body = await apiSend('POST', `/reservations/${encodeURIComponent(reservationIdentifier)}/cancel`, {}, { lang });
  if (!isRecord(body) || body.status !== 'cancelled' || !isRecord(body.amounts)) throw unexpectedAnswer('cancel order');
  return body as unknown as CancelReservationResponse;
}
