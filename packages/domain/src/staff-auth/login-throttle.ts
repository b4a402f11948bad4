/** Failed logins allowed per username within the window before further attempts are refused. */
export const LOGIN_FAILURES_PER_USERNAME = 5;
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

/** Usernames are compared for throttling without case or surrounding spaces, so "Cinema " counts as "cinema". */
export function throttleKeyOfUsername(username: string): string {
  return username.trim().toLowerCase();
}
