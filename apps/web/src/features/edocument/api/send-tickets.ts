import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { readSendTicketsAnswer } from './edocument-answer';

/** POST /api/reservations/{reservationIdentifier}/sendTickets: texts the e-ticket link to a mobile number (through the outbox). */
export async function sendTickets(reservationIdentifier: string, mobileNumber: string, lang: MessageLocale): Promise<void> {
  const body = await apiSend('POST', `/reservations/${encodeURIComponent(reservationIdentifier)}/sendTickets`, { mobileNumber }, { lang });
  readSendTicketsAnswer(body);
}
