/** A customer session lives 30 minutes after its last use (sliding). */
export const CUSTOMER_SESSION_TTL_MS = 30 * 60_000;
/** A session is slid forward at most once a minute, so every request does not write. */
export const CUSTOMER_SESSION_RENEW_AFTER_MS = 60_000;
/** Longest token accepted from a cookie; real ones are 43 characters. */
export const MAX_CUSTOMER_TOKEN_LENGTH = 200;
