/** A staff session ends after 12 hours without use (sliding expiry). */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** The expiry is moved forward at most this often, so that reading dashboards does not write on every call. */
export const STAFF_SESSION_RENEW_EVERY_MS = 5 * 60 * 1000;

/** When a session used now should expire. */
export function staffSessionExpiry(now: Date): Date {
  return new Date(now.getTime() + STAFF_SESSION_IDLE_MS);
}

/** True when a session is still valid at `now` (the expiry instant itself is already too late). */
export function isStaffSessionLive(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}

/**
 * The new expiry of a live session that was just used, or null when the stored one is recent enough to keep:
 * it slides to 12 hours after the use once at least 5 minutes have passed since it was last moved.
 */
export function renewedStaffSessionExpiry(expiresAt: Date, now: Date): Date | null {
  const next = staffSessionExpiry(now);
  return next.getTime() - expiresAt.getTime() >= STAFF_SESSION_RENEW_EVERY_MS ? next : null;
}
