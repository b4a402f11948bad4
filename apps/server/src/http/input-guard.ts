import { KupaError } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';

/** The path of the first string (or object key) that holds a NUL character, or null. */
function nulPathIn(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  // JSON bodies are bounded by the body limit; the depth bound only guards the walk itself.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return innerPath;
    const found = nulPathIn(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One check for every route, before its schema: no string of the path, query, body or headers may hold a NUL
 * character. PostgreSQL text cannot store one (the query fails) and no field of Kupa has a use for it, so it is a
 * client mistake answered 400 VALIDATION_ERROR naming the field, on both engines alike (issue 14). Ids beyond the
 * database's integer range are the shared id schemas' concern (MAX_DB_INT in packages/contracts).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      nulPathIn(request.params, 'params') ??
      nulPathIn(request.query, 'querystring') ??
      nulPathIn(request.body, 'body') ??
      nulPathIn(request.headers, 'headers');
    if (field) throw new KupaError('VALIDATION_ERROR', { field });
  });
}
