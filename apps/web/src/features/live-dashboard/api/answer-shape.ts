import { ApiError } from '../../../lib/api/api-error';

/**
 * The staff answers are validated by the server against @kupa/contracts; the browser only checks that an answer is
 * the expected kind of object (one telling field) and trusts the rest, which keeps zod out of the bundle.
 */
export function answerWith<T>(body: unknown, field: string, call: string): T {
  if (typeof body !== 'object' || body === null || !(field in body)) throw new ApiError(200, null, `Unexpected ${call} answer`);
  return body as T;
}
