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
