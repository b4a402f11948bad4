import { KupaError, type MessageLocale } from '@kupa/domain';
import {
  ErrorBodySchema,
  LangOnlyQuerySchema,
  StaffLoginBodySchema,
  StaffLogoutResponseSchema,
  StaffPasswordChangeBodySchema,
  StaffSessionSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../http/client-address';
import { requestLocale } from '../http/request-locale';
import type { StaffAuthService } from './staff-auth.service';
import { clearStaffSessionCookie, setStaffSessionCookie, staffSessionTokenOf, type SecureCookies } from './staff-session-cookie';

export interface StaffAuthRoutesOptions {
  auth: StaffAuthService;
  secureCookies: SecureCookies;
  defaultLocale: MessageLocale;
}

/** Operator login, logout and the current session of kupa-live (spec 2 and 3). */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (app, { auth, secureCookies, defaultLocale }) => {
  app.post(
    '/api/kupa-live/login',
    {
      schema: {
        summary: 'Operator login',
        description:
          'Checks the username and password and sets the HttpOnly session cookie `kupa_staff`. A wrong username or password answers 401 LOGIN_FAILED without saying which. Failures are throttled per username and client address together: after 3 within an hour each further one doubles the wait before the next attempt from that client (15 s up to 15 minutes); a client address with 20 failures in 15 minutes waits too; refused attempts answer 429 RATE_LIMITED with a Retry-After header. Failures from one client never lock the user out elsewhere; throttling is written to the audit log.',
        tags: ['kupa-live'],
        querystring: LangOnlyQuerySchema,
        body: StaffLoginBodySchema,
        response: { 200: StaffSessionSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, context } = await auth.login(request.body.username, request.body.password, clientAddressOf(request));
      setStaffSessionCookie(request, reply, token, secureCookies);
      return auth.describe(context, requestLocale(request, defaultLocale));
    },
  );

  app.post(
    '/api/kupa-live/logout',
    {
      schema: {
        summary: 'Operator logout',
        description: 'Deletes the session and clears its cookie; answers success also when there was no session.',
        tags: ['kupa-live'],
        response: { 200: StaffLogoutResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(staffSessionTokenOf(request));
      clearStaffSessionCookie(request, reply, secureCookies);
      return { success: true as const };
    },
  );

  app.get(
    '/api/kupa-live/session',
    {
      schema: {
        summary: 'The current staff session',
        description: 'The logged-in user, the businesses they may see and their menu; 401 UNAUTHORIZED without a live session.',
        tags: ['kupa-live'],
        querystring: LangOnlyQuerySchema,
        response: { 200: StaffSessionSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const context = await auth.sessionOf(staffSessionTokenOf(request));
      if (!context) throw new KupaError('UNAUTHORIZED');
      return auth.describe(context, requestLocale(request, defaultLocale));
    },
  );

  app.post(
    '/api/kupa-live/password',
    {
      schema: {
        summary: 'Change my password',
        description:
          "The logged-in user chooses their own password. Required at the first login after an admin created the user or reset their password: until then the session answers mustChangePassword true and every other staff call 403 PASSWORD_CHANGE_REQUIRED. The current password must match (else 400 CURRENT_PASSWORD_WRONG), the new one has at least 10 characters (else 400 VALIDATION_ERROR) and differs from the current one (else 400 PASSWORD_UNCHANGED). This session stays open, the user's other sessions end. Answers the session.",
        tags: ['kupa-live'],
        querystring: LangOnlyQuerySchema,
        body: StaffPasswordChangeBodySchema,
        response: { 200: StaffSessionSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const context = await auth.changePassword(staffSessionTokenOf(request), currentPassword, newPassword);
      return auth.describe(context, requestLocale(request, defaultLocale));
    },
  );
};
