/**
 * Integration links (spec 5 "Locale and integration"): a partner sends its customer to Kupa with TS, ret and key in
 * the query. TS is when the partner signed the link (Unix seconds), ret is where the customer returns after the
 * purchase, and key is the hex HMAC-SHA256, under the partner's secret, of `integrationSigningString(TS, ret)`.
 * docs/partner-integration.md is the partner's side of this.
 */

/** How far in the future a TS may be (the partner's clock may run a little ahead of Kupa's). */
export const INTEGRATION_CLOCK_SKEW_SECONDS = 300;

/** Spec 5: the integration call is made only when TS, ret and key are all present (non-empty). */
export function hasIntegrationParameters(query: { TS?: string | null; ret?: string | null; key?: string | null }): boolean {
  return Boolean(query.TS && query.ret && query.key);
}

/** The exact text a partner signs: TS, a newline, then ret as it is sent (before URL encoding). */
export function integrationSigningString(ts: string, ret: string): string {
  return `${ts}\n${ret}`;
}

/** TS as Unix seconds, or null when it is not a plain non-negative integer of at most 12 digits. */
export function parseIntegrationTimestamp(ts: string): number | null {
  return /^\d{1,12}$/.test(ts) ? Number(ts) : null;
}

export type IntegrationLinkTime = 'valid' | 'expired' | 'notYetValid';

/**
 * Whether a link signed at `tsSeconds` is still usable at `now`: from its TS (less a small clock skew) for
 * `ttlSeconds`, the partner's link lifetime.
 */
export function integrationLinkTime(tsSeconds: number, now: Date, ttlSeconds: number): IntegrationLinkTime {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (tsSeconds > nowSeconds + INTEGRATION_CLOCK_SKEW_SECONDS) return 'notYetValid';
  return nowSeconds - tsSeconds > ttlSeconds ? 'expired' : 'valid';
}
