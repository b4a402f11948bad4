import type { VodEntitlement, VodPlayResponse, VodTitlesResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/vod: the titles on sale with their price and viewing terms. */
export async function getVodTitles(lang: MessageLocale, signal?: AbortSignal): Promise<VodTitlesResponse> {
  const body = await apiGet('/vod', { lang }, signal);
  // Shape checked by the server against the contracts schema; zod stays out of the browser bundle.
  if (isRecord(body) && Array.isArray(body.titles)) return body as VodTitlesResponse;
  throw unexpectedAnswer('vod titles');
}

/** GET /api/vod/entitlements/{id}: the logged-in customer's bought title (401 LOGIN_REQUIRED without a session). */
export async function getEntitlement(id: number, lang: MessageLocale, signal?: AbortSignal): Promise<VodEntitlement> {
  const body = await apiGet(`/vod/entitlements/${String(id)}`, { lang }, signal);
  if (isRecord(body) && isRecord(body.entitlement)) return body.entitlement as VodEntitlement;
  throw unexpectedAnswer('vod entitlement');
}

/** POST /api/vod/entitlements/{id}/plays: counts a play and answers the signed stream address. */
export async function startPlay(id: number, lang: MessageLocale): Promise<VodPlayResponse> {
  const body = await apiSend('POST', `/vod/entitlements/${String(id)}/plays`, {}, { lang });
  if (isRecord(body) && typeof body.streamUrl === 'string' && isRecord(body.entitlement)) return body as VodPlayResponse;
  throw unexpectedAnswer('vod play');
}
