import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, new ApiError(0, null, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'GENERAL_ERROR', 'busy'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, null, 'boom'))).toBe(false);
  });

  it('never retries a refusal', () => {
    expect(shouldRetry(0, new ApiError(400, 'VALIDATION_ERROR', 'bad'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'missing'))).toBe(false);
  });
});
