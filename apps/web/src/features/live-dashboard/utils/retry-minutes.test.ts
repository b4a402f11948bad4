import { describe, expect, it } from 'vitest';
import { retryMinutes } from './retry-minutes';

describe('retryMinutes', () => {
  it('rounds the server retry time up to whole minutes', () => {
    expect(retryMinutes({ retryAfterSeconds: 900 })).toBe(15);
    expect(retryMinutes({ retryAfterSeconds: 61 })).toBe(2);
    expect(retryMinutes({ retryAfterSeconds: '30' })).toBe(1);
  });

  it('is null when the server did not say', () => {
    expect(retryMinutes({})).toBeNull();
    expect(retryMinutes({ retryAfterSeconds: 0 })).toBeNull();
    expect(retryMinutes({ retryAfterSeconds: 'soon' })).toBeNull();
  });
});
