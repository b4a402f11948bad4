import { describe, expect, it } from 'vitest';
import { loginThrottle, throttleKeyOfUsername } from './login-throttle';

const now = new Date('2026-11-21T10:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('loginThrottle', () => {
  it('allows attempts while fewer failures than the limit lie in the window', () => {
    expect(loginThrottle([], now, 5)).toEqual({ allowed: true });
    expect(loginThrottle([1, 2, 3, 4].map(minutesAgo), now, 5)).toEqual({ allowed: true });
    // Failures older than 15 minutes no longer count.
    expect(loginThrottle([1, 2, 3, 4, 16, 20].map(minutesAgo), now, 5)).toEqual({ allowed: true });
  });

  it('refuses at the limit until the oldest counted failure leaves the window', () => {
    expect(loginThrottle([10, 8, 6, 4, 2].map(minutesAgo), now, 5)).toEqual({ allowed: false, retryAfterSeconds: 5 * 60 });
    // With seven failures, three must expire: the third oldest (at -6 min) leaves in 9 minutes.
    expect(loginThrottle([10, 8, 6, 4, 2, 1, 0.5].map(minutesAgo), now, 5)).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
  });

  it('never answers a Retry-After below one second', () => {
    const edge = new Date(now.getTime() - 15 * 60_000 + 1);
    expect(loginThrottle([edge, edge, edge], now, 3)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('throttleKeyOfUsername', () => {
  it('ignores case and surrounding spaces', () => {
    expect(throttleKeyOfUsername('  Cinema ')).toBe('cinema');
  });
});
