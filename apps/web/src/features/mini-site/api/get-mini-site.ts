import type { MiniSiteListResponse, MiniSitePageResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/mini-sites/{url}: the mini site and its presentations (404 MINI_SITE_NOT_FOUND for an unknown address). */
export async function getMiniSite(url: string, lang: MessageLocale, signal?: AbortSignal): Promise<MiniSitePageResponse> {
  const body = await apiGet(`/mini-sites/${encodeURIComponent(url)}`, { lang }, signal);
  if (!isRecord(body) || !isRecord(body.miniSite) || !Array.isArray(body.presentations)) throw unexpectedAnswer('mini site');
  return body as unknown as MiniSitePageResponse;
}

/** GET /api/mini-sites: every mini site. */
export async function getMiniSites(lang: MessageLocale, signal?: AbortSignal): Promise<MiniSiteListResponse> {
  const body = await apiGet('/mini-sites', { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.miniSites)) throw unexpectedAnswer('mini sites');
  return body as unknown as MiniSiteListResponse;
}
