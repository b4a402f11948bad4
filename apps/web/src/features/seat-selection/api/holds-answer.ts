import type { HoldsResponse } from '@kupa/contracts';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** The buyer's holds of a presentation, as the holds, step and extend calls answer them. */
export function readHolds(body: unknown): HoldsResponse {
  if (!isRecord(body) || !Array.isArray(body.seats) || typeof body.extended !== 'boolean') throw unexpectedAnswer('holds');
  return body as unknown as HoldsResponse;
}
