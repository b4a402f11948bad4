import { describe, expect, it } from 'vitest';
import { loginDelay, loginThrottle, throttleKeyOfUsername } from './login-throttle';

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

describe('loginDelay', () => {
  const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
  it('lets the first three failures cost nothing', () => {
    expect(loginDelay([], now)).toEqual({ allowed: true });
    expect(loginDelay([3, 2, 1].map(secondsAgo), now)).toEqual({ allowed: true });
  });

  it('doubles the wait after each further failure, from 15 seconds up to 15 minutes, counted from the last failure', () => {
    const failures = (n: number) => Array.from({ length: n }, () => now);
    expect([4, 5, 6, 7, 8, 9, 10, 11, 20].map((n) => loginDelay(failures(n), now))).toEqual(
      [15, 30, 60, 120, 240, 480, 900, 900, 900].map((retryAfterSeconds) => ({ allowed: false, retryAfterSeconds })),
    );
    expect(loginDelay([100, 50, 40, 10].map(secondsAgo), now)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(loginDelay([100, 50, 40, 15].map(secondsAgo), now)).toEqual({ allowed: true });
  });

  it('forgets failures older than an hour', () => {
    expect(loginDelay([...[61, 62, 63, 64, 65].map((m) => minutesAgo(m)), secondsAgo(1)], now)).toEqual({ allowed: true });
  });
});

describe('throttleKeyOfUsername', () => {
  it('ignores case and surrounding spaces', () => {
    expect(throttleKeyOfUsername('  Cinema ')).toBe('cinema');
  });
});
