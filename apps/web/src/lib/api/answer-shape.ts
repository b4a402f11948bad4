import { ApiError } from './api-error';

/** The shapes are checked by the server against the contracts schemas; the page only guards against a wrong kind of answer (zod stays out of the bundle). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer that is not what the call returns (a proxy page, a server of another version). */
export function unexpectedAnswer(what: string): ApiError {
  return new ApiError(200, null, `Unexpected ${what} answer`);
}
