import type { SeatplanV2 } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/**
 * Which plan to draw: a reserved presentation's seatplanId, or (general admission, whose seatplanId is null) the
 * presentation whose places the server draws from its own plan.
 */
export type SeatplanSource = { venueId: number; seatplanId: number } | { venueId: number; presentationId: number };

/** POST /api/seats/seatplanV2?venueId=&seatplanId= (or &presentationId=): the compact layout (api-compat), names in `lang`. */
export async function getSeatplan(source: SeatplanSource, lang: MessageLocale, signal?: AbortSignal): Promise<SeatplanV2> {
  const body = await apiSend('POST', '/seats/seatplanV2', {}, { ...source, lang }, signal);
  if (!isRecord(body) || !isRecord(body.S)) throw unexpectedAnswer('seat plan');
  // User timing for bench/seat-map-render.ts: from here to the painted map is the map's render time.
  performance.mark('kupa:seat-map:layout-received');
  return body as unknown as SeatplanV2;
}
