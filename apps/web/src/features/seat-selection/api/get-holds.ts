import type { HoldsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { readHolds } from './holds-answer';

/** GET /api/seats/holds: the buyer's live holds of a presentation (after a reload the selection comes back). */
export async function getHolds(presentationId: number, lang: MessageLocale, signal?: AbortSignal): Promise<HoldsResponse> {
  return readHolds(await apiGet('/seats/holds', { presentationId, lang }, signal));
}
