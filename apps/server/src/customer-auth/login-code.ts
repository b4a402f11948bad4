import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { KupaError, loginThrottle } from '@kupa/domain';
import type { CustomerAuthRepository } from './customer-auth.repository';

/** A login code lives 10 minutes (spec 6). */
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses a code survives; the fifth wrong one kills it. */
export const MAX_LOGIN_CODE_ATTEMPTS = 5;
/** Codes sent to one mobile number within the window. */
export const LOGIN_CODES_PER_MOBILE = 3;
/** Codes requested from one client address within the window (an office or a phone carrier shares addresses). */
export const LOGIN_CODES_PER_ADDRESS = 20;
/** Wrong codes typed from one client address within the window, whatever the number (guessing many numbers' codes). */
export const WRONG_CODES_PER_ADDRESS = 20;
/** The window both code limits count over: 15 minutes. */
export const LOGIN_CODE_WINDOW_MS = 15 * 60_000;

/** A new six-digit code, uniformly random, leading zeros kept. */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest();
}

/** What is stored instead of the code: "salt$sha256hex", a fresh salt per code. */
export function hashLoginCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${digest(salt, code).toString('hex')}`;
}

/** Whether a typed code is the one behind a stored hash, compared in constant time. */
export function loginCodeMatches(code: string, stored: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex || !/^[0-9a-f]{64}$/.test(hex)) return false;
  return timingSafeEqual(digest(salt, code.trim()), Buffer.from(hex, 'hex'));
}

/**
 * The limits of the login calls (codes, links, password tries): RATE_LIMITED with the seconds to wait when `limit`
 * of the given attempt times already fall within the 15-minute window.
 */
export function assertWithinLoginLimit(times: readonly string[], now: Date, limit: number): void {
  const verdict = loginThrottle(
    times.map((t) => new Date(t)),
    now,
    limit,
    LOGIN_CODE_WINDOW_MS,
  );
  if (!verdict.allowed) throw new KupaError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });
}

/**
 * Proves a typed code against its stored row and uses it up, the one check of every one-time code (a login by mobile
 * number or by number, the mobile change). RATE_LIMITED first when the client address typed 20 wrong codes in the
 * window (per number, a code dies after 5 wrong guesses and 3 codes are sent in the window); INVALID_SMS_CODE for a
 * missing, expired, dead, wrong or already used code, the wrong one counted against the code and the address.
 * Answers the code proved.
 */
export async function proveLoginCode<
  Code extends { id: number; business_id: number; code_hash: string; attempts: number; expires_at: string },
>(repository: CustomerAuthRepository, code: Code | undefined, typed: string, clientAddress: string, now: Date): Promise<Code> {
  const since = new Date(now.getTime() - LOGIN_CODE_WINDOW_MS).toISOString();
  assertWithinLoginLimit(await repository.wrongCodesFromAddressSince(clientAddress, since), now, WRONG_CODES_PER_ADDRESS);
  if (!code || code.expires_at <= now.toISOString() || code.attempts >= MAX_LOGIN_CODE_ATTEMPTS) throw new KupaError('INVALID_SMS_CODE');
  if (!(await repository.countGuess(code.id, MAX_LOGIN_CODE_ATTEMPTS))) throw new KupaError('INVALID_SMS_CODE');
  if (!loginCodeMatches(typed, code.code_hash)) {
    await repository.recordWrongCode(clientAddress, code.business_id, now);
    throw new KupaError('INVALID_SMS_CODE');
  }
  if (!(await repository.consumeCode(code.id, now.toISOString()))) throw new KupaError('INVALID_SMS_CODE');
  return code;
}
