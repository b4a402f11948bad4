import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that carries the staff session token. */
export const STAFF_SESSION_COOKIE = 'kupa_staff';

export type SecureCookies = 'auto' | 'on' | 'off';

/**
 * Cookie attributes of the staff session: HttpOnly (scripts never see the token), SameSite=Lax (no cross-site
 * POST carries it), Path=/, and Secure when configured 'on' or, with 'auto', when the request came over https
 * (behind a proxy: X-Forwarded-Proto). No Max-Age: the server's sliding expiry decides, the browser forgets the
 * cookie when it closes.
 */
function cookieOptions(request: FastifyRequest, secureCookies: SecureCookies) {
  const secure = secureCookies === 'on' || (secureCookies === 'auto' && request.protocol === 'https');
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setStaffSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, secureCookies: SecureCookies): void {
  void reply.setCookie(STAFF_SESSION_COOKIE, token, cookieOptions(request, secureCookies));
}

export function clearStaffSessionCookie(request: FastifyRequest, reply: FastifyReply, secureCookies: SecureCookies): void {
  void reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request, secureCookies));
}

export function staffSessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE];
}
