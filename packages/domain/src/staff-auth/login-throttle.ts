/** Failed logins of one username from one client that cost nothing; each further one doubles a wait. */
export const LOGIN_FREE_FAILURES = 3;
/** The wait after the first failure beyond the free ones. */
export const LOGIN_FIRST_DELAY_MS = 15_000;
/** The longest wait between attempts of one username from one client. */
export const LOGIN_MAX_DELAY_MS = 15 * 60 * 1000;
/** How long failures of one username from one client keep counting towards the growing wait. */
export const LOGIN_DELAY_WINDOW_MS = 60 * 60 * 1000;
/** Failed logins allowed per client address within the window; higher, because an office shares one address. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
/** The window over which failures are counted: 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more login attempt may be checked, given the failures recorded for a username or an address
 * within the window: `limit` failures are allowed, the next attempt is refused until the oldest failure that
 * keeps the count at the limit leaves the window (then Retry-After says when, in whole seconds, at least 1).
 */
export function loginThrottle(
  failuresAt: readonly Date[],
  now: Date,
  limit: number,
  windowMs: number = LOGIN_FAILURE_WINDOW_MS,
): ThrottleVerdict {
  const since = now.getTime() - windowMs;
  const recent = failuresAt
    .map((d) => d.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (recent.length < limit) return { allowed: true };
  // Below the limit again once the first (count - limit + 1) failures have left the window.
  const freedAt = (recent[recent.length - limit] ?? now.getTime()) + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/**
 * The growing wait between login attempts of one username from one client address (issue 14: throttling by
 * username and client together, so that nobody elsewhere can lock the real user out). Three failures within the
 * hour are free; after the n-th further one the next attempt waits 15 s x 2^(n-1) after it, at most 15 minutes.
 */
export function loginDelay(failuresAt: readonly Date[], now: Date): ThrottleVerdict {
  const since = now.getTime() - LOGIN_DELAY_WINDOW_MS;
  const recent = failuresAt
    .map((d) => d.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  const beyondFree = recent.length - LOGIN_FREE_FAILURES;
  const last = recent[recent.length - 1];
  if (beyondFree < 1 || last === undefined) return { allowed: true };
  const delay = Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** (beyondFree - 1));
  const waitMs = last + delay - now.getTime();
  return waitMs <= 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Usernames are compared for throttling without case or surrounding spaces, so "Cinema " counts as "cinema". */
export function throttleKeyOfUsername(username: string): string {
  return username.trim().toLowerCase();
}
