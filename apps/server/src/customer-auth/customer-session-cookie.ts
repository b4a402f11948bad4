import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieAttributes, type SecureCookies } from '../http/cookie-policy';

export type { SecureCookies };

/** The cookie that carries the customer session token. */
export const CUSTOMER_SESSION_COOKIE = 'kupa_customer';

/** The customer session is a 'session' cookie of the cookie policy (http/cookie-policy.ts). */
const cookieOptions = (request: FastifyRequest, secureCookies: SecureCookies) => cookieAttributes(request, secureCookies, 'session');

export function setCustomerSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, secureCookies: SecureCookies): void {
  void reply.setCookie(CUSTOMER_SESSION_COOKIE, token, cookieOptions(request, secureCookies));
}

export function clearCustomerSessionCookie(request: FastifyRequest, reply: FastifyReply, secureCookies: SecureCookies): void {
  void reply.clearCookie(CUSTOMER_SESSION_COOKIE, cookieOptions(request, secureCookies));
}

export function customerSessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[CUSTOMER_SESSION_COOKIE];
}
