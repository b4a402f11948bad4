import type { MiniSitePresentationsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const path = (businessId: number, siteId: number) => `/kupa-live/manage/businesses/${businessId}/mini-sites/${siteId}/presentations`;

function answerOf(body: unknown): MiniSitePresentationsResponse {
  if (!isRecord(body) || !Array.isArray(body.presentations)) throw unexpectedAnswer('mini-site-presentations');
  return body as unknown as MiniSitePresentationsResponse;
}

/** GET the business's upcoming presentations with the mini site that sells each. */
export async function getMiniSitePresentations(
  businessId: number,
  siteId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<MiniSitePresentationsResponse> {
  return answerOf(await apiGet(path(businessId, siteId), { lang }, signal));
}

/** PUT every upcoming presentation the mini site sells (the others of it go back to the house). */
export async function setMiniSitePresentations(
  businessId: number,
  siteId: number,
  presentationIds: number[],
  lang: MessageLocale,
): Promise<MiniSitePresentationsResponse> {
  return answerOf(await apiSend('PUT', path(businessId, siteId), { presentationIds }, { lang }));
}
