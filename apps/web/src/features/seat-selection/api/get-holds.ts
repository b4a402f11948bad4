import type { HoldsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { readHolds } from './holds-answer';

/** GET /api/seats/holds: the buyer's live holds of a presentation (after a reload the selection comes back). */
export async function getHolds(presentationId: number, lang: MessageLocale, signal?: AbortSignal): Promise<HoldsResponse> {
  const { path, query } = holdsRequest(presentationId, lang);
  return readHolds(await apiGet(path, query, signal));
}

/** The holds read's address, also for the page's early read (app/routes/order-preload.ts). */
export function holdsRequest(presentationId: number, lang: MessageLocale) {
  return { path: '/seats/holds', query: { presentationId, lang } };
}
