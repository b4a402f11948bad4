import { apiGet } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/**
 * GET /api/seats/seats-statusV2: the keys of the seats available to this buyer, the buyer's own holds included
 * (api-compat). A seat missing from the answer is sold, held by someone else or blocked.
 */
export async function getSeatStatus(
  presentation: { id: number; venueTypeId: number; isReserved: 0 | 1 },
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await apiGet(
    '/seats/seats-statusV2',
    { presentationId: presentation.id, venueTypeId: presentation.venueTypeId, isReserved: presentation.isReserved },
    signal,
  );
  if (!isRecord(body) || !isRecord(body.seats)) throw unexpectedAnswer('seat status');
  return Object.keys(body.seats);
}
