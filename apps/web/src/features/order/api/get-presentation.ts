import type { Presentation } from '@kupa/contracts';
import type { ErrorCode, MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { readErrorBody } from '../../../lib/api/error-body';
import { noteServerTime } from '../../../lib/api/server-clock';

export type PresentationResult =
  | { kind: 'ok'; presentation: Presentation; serverTime: string }
  /** A business refusal the page explains (api-compat: PRESENTATION_NOT_FOUND, TICKETING_ENDED, ...). */
  | { kind: 'unavailable'; code: ErrorCode; details: Readonly<Record<string, string | number>> };

/** Codes that describe the presentation itself, whether the server sends them in a 200 body or as a 4xx. */
const UNAVAILABLE_CODES: ReadonlySet<ErrorCode> = new Set([
  'PRESENTATION_NOT_FOUND',
  'TICKETING_ENDED',
  'TICKETING_NOT_STARTED',
  'LOCATION_OFFLINE',
  'NOT_FOUND',
]);

/** The presentation read's address, also for the page's early read (app/routes/order-preload.ts). */
export function presentationRequest(id: number, lang: MessageLocale) {
  return { path: `/presentations/${String(id)}`, query: { lang } };
}

/** GET /api/presentations/{id}: 200 `{ presentation, serverTime }`, or 200 `{ error: { error, message } }`. */
export async function getPresentation(id: number, lang: MessageLocale, signal?: AbortSignal): Promise<PresentationResult> {
  let body: unknown;
  try {
    const { path, query } = presentationRequest(id, lang);
    body = await apiGet(path, query, signal);
  } catch (error) {
    if (isApiError(error) && error.code !== null && UNAVAILABLE_CODES.has(error.code)) {
      return { kind: 'unavailable', code: error.code, details: error.details };
    }
    throw error;
  }
  return presentationResultOf(body);
}

/** A presentation read's 200 answer as the page uses it (also for the answer given with the page). */
export function presentationResultOf(body: unknown): PresentationResult {
  const refusal = readErrorBody(body);
  if (refusal) return { kind: 'unavailable', code: refusal.error, details: refusal.details ?? {} };
  if (
    typeof body === 'object' &&
    body !== null &&
    'presentation' in body &&
    typeof body.presentation === 'object' &&
    body.presentation !== null
  ) {
    const serverTime = 'serverTime' in body && typeof body.serverTime === 'string' ? body.serverTime : '';
    // Hold timers are server times: the page keeps the server's clock (see server-clock.ts).
    if (serverTime) noteServerTime(serverTime);
    // Shape checked by the server against the contracts schema; zod stays out of the browser bundle.
    return { kind: 'ok', presentation: body.presentation as Presentation, serverTime };
  }
  throw new ApiError(200, null, 'Unexpected presentation answer');
}
