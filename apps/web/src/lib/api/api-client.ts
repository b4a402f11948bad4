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
 * Answers asked for ahead of their reader: a page's first reads started while its code still downloads (see
 * requestEarly). Each is handed to the first identical request within EARLY_ANSWER_MS, once; then it is gone.
 */
const earlyAnswers = new Map<string, { at: number; answer: Promise<unknown>; given?: { value: unknown } }>();
const EARLY_ANSWER_MS = 10_000;

function earlyKey(method: string, url: string, body: unknown): string {
  return `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
}

/** The id of the element in which the server gives a page's first answers (apps/server http/web-app.ts). */
export const PAGE_ANSWERS_ELEMENT_ID = 'kupa-page-answers';

let pageAnswersRead = false;

/**
 * Takes, once, the answers the server wrote into the page (a JSON data block: [{ method, url, body?, answer }]) as
 * early answers: the page's first reads are then answered without a request (issue 12: the order page's
 * presentation and seat reads). A malformed block is ignored; the reads then ask the server.
 */
function readPageAnswers(): void {
  if (pageAnswersRead || typeof document === 'undefined') return;
  pageAnswersRead = true;
  const text = document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return;
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(given)) return;
  for (const item of given as { method?: unknown; url?: unknown; body?: unknown; answer?: unknown }[]) {
    if ((item.method !== 'GET' && item.method !== 'POST') || typeof item.url !== 'string' || !item.url.startsWith('/api/')) continue;
    earlyAnswers.set(earlyKey(item.method, item.url, item.body), {
      at: performance.now(),
      answer: Promise.resolve(item.answer),
      given: { value: item.answer },
    });
  }
}

/**
 * The answer the server wrote into the page for this read, at once rather than as a promise, taken once like an early
 * answer; undefined when the page did not carry it. For a query's initial data: the page's first render then has
 * what it reads and draws it, with no loading render and no task between (issue 12: the order page rendered three
 * times, a task apart, before its seat map was drawn).
 */
export function takeGivenAnswer(
  method: 'GET' | 'POST',
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
  body?: unknown,
): { value: unknown } | undefined {
  readPageAnswers();
  const key = earlyKey(method, apiUrl(path, query), body);
  const early = earlyAnswers.get(key);
  if (!early?.given || performance.now() - early.at > EARLY_ANSWER_MS) return undefined;
  earlyAnswers.delete(key);
  return early.given;
}

/** A query's initial data from the answer given with the page (takeGivenAnswer), read by `parse`; undefined if none or unreadable. */
export function givenData<T>(
  request: { method: 'GET' | 'POST'; path: string; query?: Readonly<Record<string, QueryValue>>; body?: unknown },
  parse: (answer: unknown) => T,
): T | undefined {
  const given = takeGivenAnswer(request.method, request.path, request.query, request.body);
  if (!given) return undefined;
  try {
    return parse(given.value);
  } catch {
    // Not the shape the page reads: its query asks the server itself.
    return undefined;
  }
}

function takeEarlyAnswer(key: string): Promise<unknown> | undefined {
  readPageAnswers();
  const early = earlyAnswers.get(key);
  if (!early) return undefined;
  earlyAnswers.delete(key);
  return performance.now() - early.at <= EARLY_ANSWER_MS ? early.answer : undefined;
}

/**
 * Starts a read now, before the code that reads it has loaded, so that a page's requests run side by side with its
 * chunks instead of after them. The first identical request (same method, address and body) within 10 s gets this
 * answer instead of asking again; the answer is also returned, to chain the next early reads on it. Only for reads
 * without effects (GET, and the seat plan's POST).
 */
export function requestEarly(
  method: 'GET' | 'POST',
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
  body?: unknown,
): Promise<unknown> {
  const key = earlyKey(method, apiUrl(path, query), body);
  readPageAnswers();
  // Given with the page already: kept for the page's own read.
  const given = earlyAnswers.get(key);
  if (given && performance.now() - given.at <= EARLY_ANSWER_MS) return given.answer;
  const answer = request(method, path, query, body);
  // Nobody may ever read it (the page went elsewhere): its failure is the reader's to report, not an unhandled one.
  answer.catch(() => undefined);
  earlyAnswers.set(key, { at: performance.now(), answer });
  return answer;
}

/**
 * Calls the Kupa API with the buyer's `uuid` header (api-compat). HTTP errors become ApiError with the catalogue
 * code of the body; a 200 answer is returned as is (some calls carry business errors in it). Every answer's Date
 * header keeps the page's idea of the server clock (hold timers) right.
 */
async function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  query: Readonly<Record<string, QueryValue>>,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const early = takeEarlyAnswer(earlyKey(method, apiUrl(path, query), body));
  if (early) return early;
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

/** POSTs or PUTs a JSON body to the Kupa API, or DELETEs (body undefined) (see `request`). */
export function apiSend(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  query: Readonly<Record<string, QueryValue>> = {},
  signal?: AbortSignal,
): Promise<unknown> {
  return request(method, path, query, body, signal);
}
