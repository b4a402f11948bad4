import type { MessageLocale } from '@kupa/domain';
import {
  CustomerInfoResponseSchema,
  ErrorBodySchema,
  LangOnlyQuerySchema,
  MobileLoginBodySchema,
  MobileLoginResponseSchema,
  MobileLoginValidationBodySchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressOf } from '../http/client-address';
import { requestLocale } from '../http/request-locale';
import type { CaptchaVerifier } from './captcha';
import type { CustomerAuthService } from './customer-auth.service';
import {
  clearCustomerSessionCookie,
  customerSessionTokenOf,
  setCustomerSessionCookie,
  type SecureCookies,
} from './customer-session-cookie';

export interface CustomerAuthRoutesOptions {
  auth: CustomerAuthService;
  secureCookies: SecureCookies;
  defaultLocale: MessageLocale;
  captcha: CaptchaVerifier;
}

const EmptyResponseSchema = z.object({});

/** Customer login by one-time SMS code, the session's customer info, and logout (spec 6 and 7). */
export const customerAuthRoutes: FastifyPluginAsyncZod<CustomerAuthRoutesOptions> = async (
  app,
  { auth, secureCookies, defaultLocale, captcha },
) => {
  app.post(
    '/api/customer/mobile-login',
    {
      schema: {
        summary: 'Send a login code by SMS',
        description:
          'Sends a six-digit code, valid 10 minutes, to the mobile number. 404 CUSTOMER_NOT_FOUND when no customer has that number, unless sendSmsRegardlessOfCustomerExistence. At most 3 codes per number and 20 per client address within 15 minutes: 429 RATE_LIMITED with Retry-After. 400 CAPTCHA_ERROR when the captcha (on when configured) refuses recaptchaToken.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: MobileLoginBodySchema,
        response: { 200: MobileLoginResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await captcha.check(request.body.recaptchaToken ?? undefined, clientAddressOf(request));
      await auth.requestCode(request.body, clientAddressOf(request), requestLocale(request, defaultLocale));
      return { success: true as const };
    },
  );

  app.post(
    '/api/customer/mobile-login-validation-area',
    {
      schema: {
        summary: 'Log in with the SMS code',
        description:
          'Checks the code of the newest open code of the number; 401 INVALID_SMS_CODE for a wrong, expired or used code, and after 5 wrong guesses the code is dead. 20 wrong codes from one client address in 15 minutes (any numbers): 429 RATE_LIMITED with Retry-After. On success sets the HttpOnly session cookie `kupa_customer` (30 minutes, sliding) and answers the customer info.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: MobileLoginValidationBodySchema,
        response: { 200: CustomerInfoResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, session } = await auth.validateCode(request.body.mobileNumber, request.body.smsCode, clientAddressOf(request));
      setCustomerSessionCookie(request, reply, token, secureCookies);
      return { customerInfo: await auth.customerInfo(session, requestLocale(request, defaultLocale)) };
    },
  );

  app.post(
    '/api/customer/refresh',
    {
      schema: {
        summary: 'The logged-in customer',
        description: 'The customer info of the session (saved cards, memberships, balances), or null when logged out.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        response: { 200: CustomerInfoResponseSchema },
      },
    },
    async (request) => ({ customerInfo: await auth.customerInfo(request.customerSession, requestLocale(request, defaultLocale)) }),
  );

  for (const url of ['/api/customer/logout', '/api/customer-area/logout']) {
    app.post(
      url,
      {
        schema: {
          summary: 'Customer logout',
          description: 'Deletes the customer session and clears its cookie; answers {} also when there was none.',
          tags: ['customer'],
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request, reply) => {
        await auth.logout(customerSessionTokenOf(request));
        clearCustomerSessionCookie(request, reply, secureCookies);
        return {};
      },
    );
  }
};
