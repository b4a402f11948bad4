import type { LockedSeat } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/**
 * POST /api/seats/best-available: the server holds the best seats for a party (side by side, centred, no single
 * seat left), replacing the buyer's current holds; in general admission it picks the places.
 */
export async function bestAvailable(presentationId: number, quantity: number, lang: MessageLocale): Promise<LockedSeat[]> {
  const body = await apiSend('POST', '/seats/best-available', { presentationId, quantity }, { lang });
  if (!isRecord(body) || !Array.isArray(body.lockedSeats)) throw unexpectedAnswer('best available');
  return body.lockedSeats as LockedSeat[];
}
