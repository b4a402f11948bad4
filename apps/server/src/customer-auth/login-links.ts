import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSessionToken, newSessionToken } from '../shared/session-token';

/** A login link sent with a purchase lives 7 days; one asked for lives 30 minutes. */
export const PURCHASE_LINK_TTL_MS = 7 * 24 * 3600_000;
export const REQUESTED_LINK_TTL_MS = 30 * 60_000;
/** Longest token accepted in an address; real ones are 43 characters. */
export const MAX_LINK_TOKEN_LENGTH = 200;

/**
 * A new login link token for a customer (spec 4 "Login link tokens"): 256 random bits; only its hash is stored, with
 * its expiry. Written in the caller's transaction (the order's commit, or a request for a new link).
 */
export async function issueLoginLink(executor: Kysely<Database>, customerId: number, now: Date, ttlMs: number): Promise<string> {
  const token = newSessionToken();
  await executor
    .insertInto('customer_login_tokens')
    .values({
      token_hash: hashSessionToken(token),
      customer_id: customerId,
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      redeemed_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** The address of a login link: /customer/{token}. */
export const loginLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/customer/${token}`;
