import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { cameOverHttps } from './client-address';

/** KUPA_SECURE_COOKIES: 'auto' marks cookies Secure when the request came over https; 'on' always; 'off' never. */
export type SecureCookies = 'auto' | 'on' | 'off';

/**
 * What a cookie is for: a 'session' token (staff, customer) that no script may read, or the buyer's 'identity'
 * (uuid) that the web app reads and sends as the `uuid` header (api-compat), so it cannot be HttpOnly.
 */
export type CookieKind = 'session' | 'identity';

/**
 * The one policy for the attributes of every cookie Kupa sets (architecture: one module decides cookie attributes).
 * Path=/, SameSite=Lax (no cross-site POST carries it), HttpOnly for sessions, Secure when configured on or, with
 * 'auto', when the request came over https (behind a trusted proxy: X-Forwarded-Proto). Sessions have no Max-Age:
 * the server's sliding expiry decides and the browser forgets them when it closes.
 */
export function cookieAttributes(
  request: FastifyRequest,
  secureCookies: SecureCookies,
  kind: CookieKind,
  maxAgeSeconds?: number,
): CookieSerializeOptions {
  const secure = secureCookies === 'on' || (secureCookies === 'auto' && cameOverHttps(request));
  return {
    path: '/',
    httpOnly: kind === 'session',
    sameSite: 'lax',
    secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
