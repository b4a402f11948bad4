import { apiGet } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

type StatusOf = { id: number; venueTypeId: number; isReserved: 0 | 1 };

/** The status read's address, also for the page's early read (app/routes/order-preload.ts). */
export function seatStatusRequest(p: StatusOf) {
  return {
    path: '/seats/seats-statusV2',
    query: { presentationId: p.id, venueTypeId: p.venueTypeId, isReserved: p.isReserved },
  };
}

/**
 * GET /api/seats/seats-statusV2: the keys of the seats available to this buyer, the buyer's own holds included
 * (api-compat). A seat missing from the answer is sold, held by someone else or blocked.
 */
export async function getSeatStatus(presentation: StatusOf, signal?: AbortSignal): Promise<string[]> {
  const { path, query } = seatStatusRequest(presentation);
  const body = await apiGet(path, query, signal);
  if (!isRecord(body) || !isRecord(body.seats)) throw unexpectedAnswer('seat status');
  return Object.keys(body.seats);
}
