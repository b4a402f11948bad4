import type { SeatplanV2 } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from './answer-shape';

/** POST /api/seats/seatplanV2?venueId=&seatplanId=: the compact layout (api-compat), section and screen names in `lang`. */
export async function getSeatplan(venueId: number, seatplanId: number, lang: MessageLocale, signal?: AbortSignal): Promise<SeatplanV2> {
  const body = await apiSend('POST', '/seats/seatplanV2', {}, { venueId, seatplanId, lang }, signal);
  if (!isRecord(body) || !isRecord(body.S)) throw unexpectedAnswer('seat plan');
  // User timing for bench/seat-map-render.ts: from here to the painted map is the map's render time.
  performance.mark('kupa:seat-map:layout-received');
  return body as unknown as SeatplanV2;
}
