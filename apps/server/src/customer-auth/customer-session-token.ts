import { createHash } from 'node:crypto';
import { newSecret } from '../shared/secrets';

/** A customer session lives 30 minutes after its last use (sliding). */
export const CUSTOMER_SESSION_TTL_MS = 30 * 60_000;
/** A session is slid forward at most once a minute, so every request does not write. */
export const CUSTOMER_SESSION_RENEW_AFTER_MS = 60_000;
/** Longest token accepted from a cookie; real ones are 43 characters. */
export const MAX_CUSTOMER_TOKEN_LENGTH = 200;

/** A new session token: 256 random bits, base64url. Only its hash is stored. */
export function newCustomerSessionToken(): string {
  return newSecret(32);
}

/** The SHA-256 (hex) under which a customer session token is stored and looked up. */
export function hashCustomerSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
