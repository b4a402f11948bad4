import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
import { seatRef, type SeatTarget } from './seat-ref';

/** PUT /api/seats/unlock-seat: releases the buyer's seat and the other half of a sofa; answers the released keys. */
export async function releaseSeat(target: SeatTarget, lang: MessageLocale): Promise<string[]> {
  const body = await apiSend('PUT', '/seats/unlock-seat', { seat: seatRef(target) }, { lang });
  if (!isRecord(body) || !Array.isArray(body.releasedSeats)) throw unexpectedAnswer('unlock-seat');
  return body.releasedSeats.filter((k): k is string => typeof k === 'string');
}
