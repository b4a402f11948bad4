import type { ErrorBody } from '@kupa/contracts';
import { isErrorCode } from '@kupa/domain';

/** Recognises `{ error: { error: CODE, message } }` without zod (kept out of the browser bundle). */
export function readErrorBody(body: unknown): ErrorBody['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const inner: unknown = body.error;
  if (typeof inner !== 'object' || inner === null || !('error' in inner)) return null;
  const code: unknown = inner.error;
  if (typeof code !== 'string' || !isErrorCode(code)) return null;
  const message = 'message' in inner && typeof inner.message === 'string' ? inner.message : code;
  const details: Record<string, string | number> = {};
  if ('details' in inner && typeof inner.details === 'object' && inner.details !== null) {
    for (const [key, value] of Object.entries(inner.details)) {
      if (typeof value === 'string' || typeof value === 'number') details[key] = value;
    }
  }
  return { error: code, message, details };
}
