import { isApiError } from '../../../lib/api/api-error';

/**
 * The form field a refused save names (400 VALIDATION_ERROR with details.field "body.a.b"), as the dotted path inside
 * the saved object ("a.b"); null when the refusal names no field of the body.
 */
export function refusedFieldOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return null;
  const field = error.details.field;
  return typeof field === 'string' && field.startsWith('body.') ? field.slice('body.'.length) : null;
}
