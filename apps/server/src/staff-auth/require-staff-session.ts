import { KupaError } from '@kupa/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffAuthService } from './staff-auth.service';
import { staffSessionTokenOf } from './staff-session-cookie';

/**
 * The hook in front of every staff call: it runs before the request is parsed, so that without a live session
 * nothing else is looked at (401 UNAUTHORIZED; 403 PASSWORD_CHANGE_REQUIRED while the password is a temporary
 * one), and hands the session to the route as request.staffSession.
 */
export function requireStaffSession(auth: StaffAuthService): onRequestAsyncHookHandler {
  return async function requireStaffSessionHook(request: FastifyRequest) {
    const session = await auth.sessionOf(staffSessionTokenOf(request));
    if (!session) throw new KupaError('UNAUTHORIZED');
    // A temporary password (new user, or reset) opens nothing until the user has chosen their own (ADR 0016).
    if (session.mustChangePassword) throw new KupaError('PASSWORD_CHANGE_REQUIRED');
    request.staffSession = session;
  };
}
