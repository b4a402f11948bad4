import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that carries the customer session token. */
export const CUSTOMER_SESSION_COOKIE = 'kupa_customer';

export type SecureCookies = 'auto' | 'on' | 'off';

/** HttpOnly, SameSite=Lax, Path=/, Secure like the staff cookie ('on', or 'auto' over https); no Max-Age: the server's sliding expiry decides. */
function cookieOptions(request: FastifyRequest, secureCookies: SecureCookies) {
  const secure = secureCookies === 'on' || (secureCookies === 'auto' && request.protocol === 'https');
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setCustomerSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, secureCookies: SecureCookies): void {
  void reply.setCookie(CUSTOMER_SESSION_COOKIE, token, cookieOptions(request, secureCookies));
}

export function clearCustomerSessionCookie(request: FastifyRequest, reply: FastifyReply, secureCookies: SecureCookies): void {
  void reply.clearCookie(CUSTOMER_SESSION_COOKIE, cookieOptions(request, secureCookies));
}

export function customerSessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[CUSTOMER_SESSION_COOKIE];
}
