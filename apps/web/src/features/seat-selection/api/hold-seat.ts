import type { LockedSeat } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
import { seatRef, type SeatTarget } from './seat-ref';

/**
 * PUT /api/seats/lock-seat: holds the seat (and the other half of a sofa) for this buyer. In general admission
 * the server picks the place and answers it (spec 4: the returned seat becomes the selected one).
 */
export async function holdSeat(target: SeatTarget, lang: MessageLocale): Promise<LockedSeat> {
  const body = await apiSend('PUT', '/seats/lock-seat', { seat: seatRef(target) }, { lang });
  if (!isRecord(body) || !isRecord(body.lockedSeat) || typeof body.lockedSeat.key !== 'string') throw unexpectedAnswer('lock-seat');
  return body.lockedSeat as unknown as LockedSeat;
}
