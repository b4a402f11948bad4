import type { PosterResponse, StaffVodTitle, VodTitleInput } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend, apiUrl } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
import { readErrorBody } from '../../../lib/api/error-body';

const featurePath = (businessId: number, featureId: number) => `/kupa-live/manage/businesses/${businessId}/features/${featureId}`;

function posterOf(body: unknown): PosterResponse {
  if (!isRecord(body) || typeof body.thumbUrl !== 'string') throw unexpectedAnswer('poster');
  return body as unknown as PosterResponse;
}

function vodOf(body: unknown): StaffVodTitle | null {
  if (!isRecord(body) || !('vod' in body)) throw unexpectedAnswer('vod');
  return (body.vod ?? null) as StaffVodTitle | null;
}

export async function getPoster(businessId: number, featureId: number, lang: MessageLocale, signal?: AbortSignal): Promise<PosterResponse> {
  return posterOf(await apiGet(`${featurePath(businessId, featureId)}/poster`, { lang }, signal));
}

/**
 * PUTs the image file itself as the body, or DELETEs the uploaded poster (file null). A refused file answers 400
 * POSTER_NOT_AN_IMAGE or POSTER_TOO_LARGE with a translated message.
 */
export async function sendPoster(businessId: number, featureId: number, file: Blob | null, lang: MessageLocale): Promise<PosterResponse> {
  const response = await fetch(apiUrl(`${featurePath(businessId, featureId)}/poster`, { lang }), {
    method: file ? 'PUT' : 'DELETE',
    headers: { Accept: 'application/json', ...(file ? { 'Content-Type': file.type || 'application/octet-stream' } : {}) },
    body: file,
    credentials: 'same-origin',
  }).catch((cause: unknown) => {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readErrorBody(answer);
    throw new ApiError(response.status, error?.error ?? null, error?.message ?? response.statusText, error?.details ?? {});
  }
  return posterOf(answer);
}

export async function getVodTitle(
  businessId: number,
  featureId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<StaffVodTitle | null> {
  return vodOf(await apiGet(`${featurePath(businessId, featureId)}/vod`, { lang }, signal));
}

export async function saveVodTitle(
  businessId: number,
  featureId: number,
  input: VodTitleInput,
  lang: MessageLocale,
): Promise<StaffVodTitle | null> {
  return vodOf(await apiSend('PUT', `${featurePath(businessId, featureId)}/vod`, input, { lang }));
}
