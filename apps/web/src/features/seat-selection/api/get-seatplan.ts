import type { Presentation, SeatplanV2 } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/**
 * Which plan to draw: a reserved presentation's seatplanId, or (general admission, whose seatplanId is null) the
 * presentation whose places the server draws from its own plan.
 */
export type SeatplanSource = { venueId: number; seatplanId: number } | { venueId: number; presentationId: number };

type PlanOf = Pick<Presentation, 'id' | 'venueId' | 'seatplanId' | 'isReserved'>;

/** Where a presentation's layout comes from; null when a reserved presentation has no plan (nothing to draw). */
export function seatplanSourceOf(p: PlanOf): SeatplanSource | null {
  if (p.seatplanId !== null) return { venueId: p.venueId, seatplanId: p.seatplanId };
  return p.isReserved === 0 ? { venueId: p.venueId, presentationId: p.id } : null;
}

/** The layout read's address and body, also for the page's early read (app/routes/order-preload.ts). */
export function seatplanRequest(source: SeatplanSource, lang: MessageLocale) {
  return { path: '/seats/seatplanV2', query: { ...source, lang }, body: {} };
}

/** POST /api/seats/seatplanV2?venueId=&seatplanId= (or &presentationId=): the compact layout (api-compat), names in `lang`. */
export async function getSeatplan(source: SeatplanSource, lang: MessageLocale, signal?: AbortSignal): Promise<SeatplanV2> {
  const { path, query, body: request } = seatplanRequest(source, lang);
  return seatplanOf(await apiSend('POST', path, request, query, signal));
}

/** The layout read's answer (also the one given with the page). */
export function seatplanOf(body: unknown): SeatplanV2 {
  if (!isRecord(body) || !isRecord(body.S)) throw unexpectedAnswer('seat plan');
  // User timing for bench/seat-map-render.ts: from here to the painted map is the map's render time.
  performance.mark('kupa:seat-map:layout-received');
  return body as unknown as SeatplanV2;
}
