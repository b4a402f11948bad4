import type { MessageLocale } from '@kupa/domain';
import { CustomerInfoResponseSchema, ErrorBodySchema, IdSchema, LangOnlyQuerySchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressOf } from '../http/client-address';
import type { LinkBase } from '../http/link-base';
import { requestLocale } from '../http/request-locale';
import type { CaptchaVerifier } from './captcha';
import type { CustomerAuthService } from './customer-auth.service';
import type { CustomerLoginService } from './customer-login.service';
import { setCustomerSessionCookie, type SecureCookies } from './customer-session-cookie';
import { LOGIN_METHODS } from './login-methods';

export interface CustomerLoginRoutesOptions {
  auth: CustomerAuthService;
  logins: CustomerLoginService;
  captcha: CaptchaVerifier;
  secureCookies: SecureCookies;
  defaultLocale: MessageLocale;
  linkBase: LinkBase;
}

const RecaptchaToken = z.string().max(4096).optional().meta({ description: 'The captcha response; required when the captcha is on' });
const LoginRequest = z.string().min(20).max(200);
const LIMITED = 'Answers 429 RATE_LIMITED with Retry-After (seconds) and details.retryAfterSeconds past the limit.';

/** The customer area's logins beyond the SMS code (issue 9): methods, password, by number, login links. */
export const customerLoginRoutes: FastifyPluginAsyncZod<CustomerLoginRoutesOptions> = async (app, options) => {
  const { auth, logins, captcha, secureCookies, defaultLocale, linkBase } = options;

  app.get(
    '/api/customer/login-methods',
    {
      schema: {
        summary: 'The login methods offered',
        description:
          "The customer area's login methods from the tenant settings (settings_json.customerArea.loginMethod, the default, and loginMethods): byPhone, byEmail, byId, byReservation, byMember. businessId picks a tenant (default: the first). captcha says whether a captcha response is required.",
        tags: ['customer'],
        querystring: z.object({ businessId: IdSchema.optional(), lang: z.string().optional() }),
        response: { 200: z.object({ methods: z.array(z.enum(LOGIN_METHODS)), captcha: z.boolean() }) },
      },
    },
    async (request) => ({ methods: await logins.loginMethods(request.query.businessId), captcha: captcha.on }),
  );

  app.post(
    '/api/customer/login',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description: `Checks the password (scrypt hash). 401 LOGIN_FAILED for any wrong pair, unknown e-mail included; 400 CAPTCHA_ERROR when the captcha refuses; 403 FORBIDDEN when no tenant offers byEmail. At most 5 failures per e-mail and 20 per client address in 15 minutes. ${LIMITED} On success sets the session cookie and answers the customer info.`,
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: z.object({
          email: z.string().trim().min(3).max(254),
          password: z.string().min(1).max(200),
          recaptchaToken: RecaptchaToken,
          includeMemberships: z.boolean().optional(),
        }),
        response: {
          200: CustomerInfoResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const address = clientAddressOf(request);
      await captcha.check(request.body.recaptchaToken, address);
      const { token, session } = await logins.passwordLogin(request.body.email, request.body.password, address);
      setCustomerSessionCookie(request, reply, token, secureCookies);
      return { customerInfo: await auth.customerInfo(session, requestLocale(request, defaultLocale)) };
    },
  );

  app.post(
    '/api/customer/number-login',
    {
      schema: {
        summary: 'Log in by ID, reservation or member number: send the code',
        description: `A number is never a password: this finds the customer of an Israeli ID number (check digit checked: 422 INVALID_ID), a reservation number or a member number and sends a one-time code (10 minutes, 5 guesses, single use) by SMS to the mobile number on file or, when the customer has none, by e-mail to the address on file. Answers an opaque loginRequest to send back with the code, the channel, and sentTo: the address masked. 404 CUSTOMER_NOT_FOUND for an unknown number, 422 CUSTOMER_NO_MOBILE when neither a mobile number nor an e-mail address is on file: every lookup counts against the client address (20 in 15 minutes, shared with mobile-login) so numbers cannot be probed in bulk; 3 codes per mobile number or e-mail address. ${LIMITED}`,
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: z.object({
          by: z.enum(['ssn', 'reservation', 'member']),
          value: z.string().trim().min(1).max(40),
          recaptchaToken: RecaptchaToken,
        }),
        response: {
          200: z.object({
            loginRequest: z.string(),
            channel: z.enum(['sms', 'email']),
            sentTo: z.string().meta({ description: 'Where the code went, masked: "050-***-**67" or "d***@example.com"' }),
          }),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const address = clientAddressOf(request);
      await captcha.check(request.body.recaptchaToken, address);
      const locale = requestLocale(request, defaultLocale);
      return logins.requestNumberCode(request.body.by, request.body.value, address, locale);
    },
  );

  app.post(
    '/api/customer/number-login-validation',
    {
      schema: {
        summary: 'Log in by number: check the code',
        description: `The code of a login by number, checked against its loginRequest; 401 INVALID_SMS_CODE for a wrong, expired, used or unknown one (the fifth wrong guess kills the code); 20 wrong codes from one client address in 15 minutes: ${LIMITED} On success sets the session cookie and answers the customer info.`,
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: z.object({ loginRequest: LoginRequest, smsCode: z.string().trim().min(4).max(8) }),
        response: { 200: CustomerInfoResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, session } = await logins.validateNumberCode(request.body.loginRequest, request.body.smsCode, clientAddressOf(request));
      setCustomerSessionCookie(request, reply, token, secureCookies);
      return { customerInfo: await auth.customerInfo(session, requestLocale(request, defaultLocale)) };
    },
  );

  app.post(
    '/api/customer/token-login',
    {
      schema: {
        summary: 'Log in with a login link token',
        description:
          'Redeems the token of /customer/{token} once (spec 4 "Login link tokens"): 410 CUSTOMER_TOKEN_REDEEMED when it was used, 410 CUSTOMER_TOKEN_EXPIRED when too old (7 days after a purchase, 30 minutes when asked for), 400 CUSTOMER_TOKEN_ERROR when unknown. On success sets the session cookie and answers the customer info.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: CustomerInfoResponseSchema, 400: ErrorBodySchema, 410: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, session } = await logins.redeemLink(request.body.token);
      setCustomerSessionCookie(request, reply, token, secureCookies);
      return { customerInfo: await auth.customerInfo(session, requestLocale(request, defaultLocale)) };
    },
  );

  app.post(
    '/api/customer/login-link',
    {
      schema: {
        summary: 'Send a new login link',
        description: `Sends a login link (30 minutes, once) through the outbox to the mobile number on file, else the e-mail address; the answer names only the channel. Body { token }: for a used or expired link (400 CUSTOMER_TOKEN_ERROR for an unknown one: log in with a code instead); or { mobileNumber }: on request (404 CUSTOMER_NOT_FOUND as mobile-login answers). At most 3 per customer and 10 per client address in 15 minutes. ${LIMITED}`,
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: z.union([
          z.object({ token: z.string().min(1).max(200), recaptchaToken: RecaptchaToken }),
          z.object({ mobileNumber: z.string().trim().min(9).max(20), recaptchaToken: RecaptchaToken }),
        ]),
        response: {
          200: z.object({ channel: z.enum(['sms', 'email']) }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const address = clientAddressOf(request);
      await captcha.check(request.body.recaptchaToken, address);
      const locale = requestLocale(request, defaultLocale);
      const body = request.body;
      const from = 'token' in body ? { token: body.token } : { mobileNumber: body.mobileNumber };
      return logins.sendNewLink(from, address, linkBase(), locale);
    },
  );
};
