import { createHash } from 'node:crypto';
import { newSecret } from './secrets';

/** A new session token (staff and customer sessions): 256 random bits, base64url. Only its hash is ever stored (ADR 0004). */
export function newSessionToken(): string {
  return newSecret(32);
}

/** The SHA-256 (hex) under which a session token is stored and looked up. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
