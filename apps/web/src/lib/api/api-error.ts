import type { ErrorCode } from '@kupa/domain';

/**
 * A failed API call. `code` is the catalogue code from the `{ error: { error, message } }` body when the
 * server sent one; null for network failures and answers that are not Kupa errors.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly details: Readonly<Record<string, string | number>>;

  constructor(status: number, code: ErrorCode | null, message: string, details: Record<string, string | number> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What kind of failure a customer is told about: a catalogue refusal (the server named a code), no connection (the
 * request never got an answer), or a server fault (a 5xx, an answer that is not Kupa's JSON, a broken answer). Only
 * the second is about the customer's connection (issue 14: server faults said "check your connection").
 */
export type FailureKind = 'refusal' | 'network' | 'server';

/** Browsers' words for a fetch that got no answer (Chromium, Firefox, Safari). */
const NO_ANSWER = /failed to fetch|networkerror|load failed|network request failed/i;

export function failureKindOf(error: unknown): FailureKind {
  if (isApiError(error)) {
    if (error.code !== null) return 'refusal';
    return error.status === 0 ? 'network' : 'server';
  }
  if (error instanceof TypeError && NO_ANSWER.test(error.message)) return 'network';
  return 'server';
}
