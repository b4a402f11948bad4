/**
 * The client-side routes of the web app (spec section 2), shared so the server can answer HTML for known
 * routes with 200 and for unknown ones with 404, while the web app's router shows the matching page.
 * `:name` is one path segment; a trailing `*` matches the rest.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/customer',
  '/customer/:tokenOrSection',
  '/membership',
  '/membership/:membershipCode',
  '/membership/:membershipCode/:membershipPriceCode',
  '/order',
  '/order/:presentationId',
  // The confirmation of a bought order: its own address, so a reload or Back and Forward show the order again.
  '/order/:presentationId/confirmation/:documentKey',
  '/mini-site',
  '/mini-site/:url',
  '/edocument/:documentKey',
  // The waiver page of an order (spec 2 "Waiver page"), by the e-ticket's document key (its bearer secret).
  '/waiver/:documentKey',
  // The checkout of a gift voucher, membership or donation order (kind: vouchers, memberships or donations).
  '/checkout/:kind',
  '/system-vouchers',
  // A gift voucher's page: the reference is its bearer secret (SMS and e-mail link to it).
  '/voucher/:reference',
  '/memberships',
  '/vod',
  // The player of one bought title (its entitlement id; the owner's session decides whether it plays).
  '/vod/watch/:entitlementId',
  '/donations',
  '/kupa-live',
  '/kupa-live/*',
] as const;

/** Any path starting with /http leaves the app for the address that follows (spec section 2), only to an origin a tenant allows (external-links.ts). */
export const EXTERNAL_ROUTE_PREFIX = '/http';

/** True when a path (without query) is one of the web app's routes. */
export function isWebRoute(pathname: string): boolean {
  if (pathname.startsWith(EXTERNAL_ROUTE_PREFIX)) return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').slice(1);
  return WEB_ROUTE_PATTERNS.some((pattern) => {
    if (pattern === '/') return path === '/';
    const parts = pattern.split('/').slice(1);
    if (parts[parts.length - 1] === '*') {
      const fixed = parts.slice(0, -1);
      return segments.length >= fixed.length && fixed.every((p, i) => p.startsWith(':') || p === segments[i]);
    }
    return parts.length === segments.length && parts.every((p, i) => (p.startsWith(':') ? !!segments[i] : p === segments[i]));
  });
}
