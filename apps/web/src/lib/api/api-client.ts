import { ApiError } from './api-error';
import { currentBuyerUuid } from './buyer-uuid-browser';
import { readErrorBody } from './error-body';

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
 * GETs JSON from the Kupa API with the buyer's `uuid` header (api-compat). HTTP errors become ApiError
 * with the catalogue code of the body; a 200 answer is returned as is (some calls carry business errors in it).
 */
export async function apiGet(path: string, query: Readonly<Record<string, QueryValue>> = {}, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: { Accept: 'application/json', uuid: currentBuyerUuid() },
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readErrorBody(body);
    throw new ApiError(response.status, error?.error ?? null, error?.message ?? response.statusText, error?.details ?? {});
  }
  if (body === undefined) throw new ApiError(response.status, null, 'The answer was not JSON');
  return body;
}
