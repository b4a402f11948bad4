import type { PosterResponse, StaffVodTitle, VodTitleInput, VodVideoResponse } from '@kupa/contracts';
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

function vodVideoOf(body: unknown): VodVideoResponse {
  if (!isRecord(body) || !('video' in body) || typeof body.presentationId !== 'number') throw unexpectedAnswer('vod video');
  return body as unknown as VodVideoResponse;
}

function vodOf(body: unknown): StaffVodTitle | null {
  if (!isRecord(body) || !('vod' in body)) throw unexpectedAnswer('vod');
  return (body.vod ?? null) as StaffVodTitle | null;
}

export async function getPoster(businessId: number, featureId: number, lang: MessageLocale, signal?: AbortSignal): Promise<PosterResponse> {
  return posterOf(await apiGet(`${featurePath(businessId, featureId)}/poster`, { lang }, signal));
}

/**
 * PUTs a file itself as the body (its own Content-Type, else application/octet-stream), or DELETEs the upload (file
 * null); answers the JSON the server sent, or throws its refusal as an ApiError.
 */
async function sendFile(path: string, file: Blob | null, lang: MessageLocale): Promise<unknown> {
  const response = await fetch(apiUrl(path, { lang }), {
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
  return answer;
}

/**
 * PUTs the image file itself as the body, or DELETEs the uploaded poster (file null). A refused file answers 400
 * POSTER_NOT_AN_IMAGE or POSTER_TOO_LARGE with a translated message.
 */
export async function sendPoster(businessId: number, featureId: number, file: Blob | null, lang: MessageLocale): Promise<PosterResponse> {
  return posterOf(await sendFile(`${featurePath(businessId, featureId)}/poster`, file, lang));
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

/** The video-on-demand title's uploaded video (null: the demo clip streams); 404 while the film has no title. */
export async function getVodVideo(
  businessId: number,
  featureId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<VodVideoResponse> {
  return vodVideoOf(await apiGet(`${featurePath(businessId, featureId)}/vod/video`, { lang }, signal));
}

/**
 * PUTs the video file itself as the body, or DELETEs the uploaded video (file null: the demo clip streams again). A
 * refused file answers 400 VOD_VIDEO_NOT_A_VIDEO or 413 VOD_VIDEO_TOO_LARGE, and the previous video stays.
 */
export async function sendVodVideo(
  businessId: number,
  featureId: number,
  file: Blob | null,
  lang: MessageLocale,
): Promise<VodVideoResponse> {
  return vodVideoOf(await sendFile(`${featurePath(businessId, featureId)}/vod/video`, file, lang));
}
