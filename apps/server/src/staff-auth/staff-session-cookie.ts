import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieAttributes, type SecureCookies } from '../http/cookie-policy';

export type { SecureCookies };

/** The cookie that carries the staff session token. */
export const STAFF_SESSION_COOKIE = 'kupa_staff';

/** The staff session is a 'session' cookie of the cookie policy (http/cookie-policy.ts). */
const cookieOptions = (request: FastifyRequest, secureCookies: SecureCookies) => cookieAttributes(request, secureCookies, 'session');

export function setStaffSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, secureCookies: SecureCookies): void {
  void reply.setCookie(STAFF_SESSION_COOKIE, token, cookieOptions(request, secureCookies));
}

export function clearStaffSessionCookie(request: FastifyRequest, reply: FastifyReply, secureCookies: SecureCookies): void {
  void reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request, secureCookies));
}

export function staffSessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE];
}
