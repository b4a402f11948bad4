import { ApiError } from './api-error';
import { currentBuyerUuid } from './buyer-uuid-browser';
import { readErrorBody } from './error-body';
import { noteDateHeader } from './server-clock';

export type QueryValue = string | number | readonly (string | number)[] | null | undefined;

/** "/api" + path + query; empty values are left out and lists are joined with commas (featureIds=1,2). */
export function apiUrl(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the Kupa API with the buyer's `uuid` header (api-compat). HTTP errors become ApiError with the catalogue
 * code of the body; a 200 answer is returned as is (some calls carry business errors in it). Every answer's Date
 * header keeps the page's idea of the server clock (hold timers) right.
 */
async function request(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  query: Readonly<Record<string, QueryValue>>,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  const headers: Record<string, string> = { Accept: 'application/json', uuid: currentBuyerUuid() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }
  noteDateHeader(response.headers.get('date'));
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readErrorBody(answer);
    throw new ApiError(response.status, error?.error ?? null, error?.message ?? response.statusText, error?.details ?? {});
  }
  if (answer === undefined) throw new ApiError(response.status, null, 'The answer was not JSON');
  return answer;
}

/** GETs JSON from the Kupa API (see `request`). */
export function apiGet(path: string, query: Readonly<Record<string, QueryValue>> = {}, signal?: AbortSignal): Promise<unknown> {
  return request('GET', path, query, undefined, signal);
}

/** POSTs or PUTs a JSON body to the Kupa API (see `request`). */
export function apiSend(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  query: Readonly<Record<string, QueryValue>> = {},
  signal?: AbortSignal,
): Promise<unknown> {
  return request(method, path, query, body, signal);
}
