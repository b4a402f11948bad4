/**
 * Whole minutes to wait after RATE_LIMITED, rounded up, from the error's details.retryAfterSeconds (the server's
 * Retry-After); null when the server did not say.
 */
export function retryMinutes(details: Readonly<Record<string, string | number>>): number | null {
  const seconds = Number(details.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
}
