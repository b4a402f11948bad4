import {
  AccountSuccessResponseSchema,
  CustomerDetailsResponseSchema,
  CustomerDetailsUpdateSchema,
  CustomerMembershipsResponseSchema,
  CustomerVideosResponseSchema,
  CustomerVouchersResponseSchema,
  ErrorBodySchema,
  IdSchema,
  LangOnlyQuerySchema,
  MobileChangeRequestSchema,
  MobileChangeVerifySchema,
  SystemVoucherActionBodySchema,
  SystemVoucherActionResponseSchema,
  VoucherReferenceSchema,
} from '@kupa/contracts';
import { KupaError, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerDetailsService } from '../customer-auth/customer-details.service';
import { clientAddressOf } from '../http/client-address';
import type { CustomerSession } from '../http/customer-session';
import { requestLocale } from '../http/request-locale';
import type { CustomerMemberships } from '../memberships/customer-memberships';
import type { CustomerVideos } from '../vod/customer-videos';
import type { CustomerVouchersService } from '../vouchers/customer-vouchers.service';

export interface CustomerAccountRoutesOptions {
  vouchers: CustomerVouchersService;
  memberships: CustomerMemberships;
  videos: CustomerVideos;
  details: CustomerDetailsService;
  defaultLocale: MessageLocale;
}

/** The logged-in customer, or 401 LOGIN_REQUIRED. */
function sessionOf(request: FastifyRequest): CustomerSession {
  if (!request.customerSession) throw new KupaError('LOGIN_REQUIRED');
  return request.customerSession;
}

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const VoucherParams = z.object({ ref: VoucherReferenceSchema });

/** The customer area's own lists and details (issue 9): vouchers, memberships, videos, personal details, saved cards. */
export const customerAccountRoutes: FastifyPluginAsyncZod<CustomerAccountRoutesOptions> = async (app, options) => {
  const { vouchers, memberships, videos, details, defaultLocale } = options;
  const locale = (request: FastifyRequest) => requestLocale(request, defaultLocale);

  app.get(
    '/api/customer/vouchers',
    {
      schema: {
        summary: "The logged-in customer's system vouchers",
        description:
          'Vouchers bought by or for the customer, newest first, with their state (spec 4), balance and dates. 401 LOGIN_REQUIRED without a session.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        response: { 200: CustomerVouchersResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { vouchers: await vouchers.list(sessionOf(request), locale(request)) };
    },
  );

  app.post(
    '/api/system-vouchers/:ref/cancel',
    {
      schema: {
        summary: 'Cancel a system voucher of the logged-in customer',
        description:
          "Only an unused, active voucher sold online, by its owner: it can never pay again. 404 SYSTEM_VOUCHER_NOT_FOUND (unknown, another customer's, or not bought in the reservationIdentifier given), 409 SYSTEM_VOUCHER_NOT_ACTIVE (used, expired, cancelled, for replacement), 409 SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET (given or sold at the box office). The card share of its order's payment is refunded (refund.amount; less than refund.voucherPrice when the card paid less): 409 BALANCE_IS_DUE when the provider refuses, and the voucher stays active.",
        tags: ['customer'],
        params: VoucherParams,
        querystring: LangOnlyQuerySchema,
        body: SystemVoucherActionBodySchema,
        response: { 200: SystemVoucherActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { voucher, refund } = await vouchers.cancel(
        sessionOf(request),
        request.params.ref,
        request.body.reservationIdentifier,
        locale(request),
      );
      return { voucher, refund: { amount: toMajorUnits(refund.amountAgorot), voucherPrice: toMajorUnits(refund.priceAgorot) } };
    },
  );

  app.post(
    '/api/system-vouchers/:ref/replacement',
    {
      schema: {
        summary: 'Mark a system voucher of the logged-in customer for replacement',
        description:
          "Spec 4: sets its for-replacement flag and moves its dates to today through today plus the replacement days (the class's, else the business setting replacementVoucherDays, else 30); within them it pays for another date in the checkout. 409 SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT the second time; other errors as for cancel.",
        tags: ['customer'],
        params: VoucherParams,
        querystring: LangOnlyQuerySchema,
        body: SystemVoucherActionBodySchema,
        response: { 200: SystemVoucherActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      voucher: await vouchers.markForReplacement(
        sessionOf(request),
        request.params.ref,
        request.body.reservationIdentifier,
        locale(request),
      ),
    }),
  );

  app.get(
    '/api/customer/memberships',
    {
      schema: {
        summary: "The logged-in customer's memberships",
        description: 'Each member period with its state (active, notStarted, expired), balance, points and whether renewal is offered.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        response: { 200: CustomerMembershipsResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = sessionOf(request);
      const points = await details.pointsOf(session);
      return { memberships: await memberships.list([...points.keys()], points, locale(request)) };
    },
  );

  app.get(
    '/api/customer/videos',
    {
      schema: {
        summary: 'The video-on-demand titles the logged-in customer bought',
        description: 'Each entitlement with its availability, plays and watch link; an empty list when none.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        response: { 200: CustomerVideosResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = sessionOf(request);
      return {
        videos: await videos.list(
          session.customers.map((c) => c.customerId),
          locale(request),
        ),
      };
    },
  );

  app.get(
    '/api/customer/details',
    {
      schema: {
        summary: "The logged-in customer's personal details and saved cards",
        tags: ['customer'],
        response: { 200: CustomerDetailsResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { details: await details.details(sessionOf(request)) };
    },
  );

  app.put(
    '/api/customer/details',
    {
      schema: {
        summary: "Edit the logged-in customer's personal details",
        description:
          'Fields left out are kept; null or an empty text clears one. 400 VALIDATION_ERROR names a bad e-mail or a future date of birth. The mobile number changes only through /api/customer/details/mobile.',
        tags: ['customer'],
        body: CustomerDetailsUpdateSchema,
        response: { 200: CustomerDetailsResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ details: await details.update(sessionOf(request), request.body) }),
  );

  app.post(
    '/api/customer/details/mobile',
    {
      schema: {
        summary: 'Ask to change the mobile number: sends a code to the new number',
        description:
          'A six-digit code, valid 10 minutes, by SMS to the new number. 400 VALIDATION_ERROR for a malformed Israeli mobile or the current one; 403 FORBIDDEN when the business does not allow it; 429 RATE_LIMITED as for login codes.',
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        body: MobileChangeRequestSchema,
        response: {
          200: AccountSuccessResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await details.requestMobileChange(sessionOf(request), request.body.mobileNumber, clientAddressOf(request), locale(request));
      return { success: true as const };
    },
  );

  app.post(
    '/api/customer/details/mobile/verify',
    {
      schema: {
        summary: 'Confirm the new mobile number with the code sent to it',
        description:
          'Moves the customer to the new number. INVALID_SMS_CODE for a wrong, used, expired or exhausted code (5 guesses); 429 RATE_LIMITED after 20 wrong codes from the client address in 15 minutes, as for login codes.',
        tags: ['customer'],
        body: MobileChangeVerifySchema,
        response: {
          200: CustomerDetailsResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      details: await details.confirmMobileChange(
        sessionOf(request),
        request.body.mobileNumber,
        request.body.smsCode,
        clientAddressOf(request),
      ),
    }),
  );

  app.post(
    '/api/customer/cards/:cardId/remove',
    {
      schema: {
        summary: 'Remove a saved card of the logged-in customer',
        description:
          "Soft delete (spec 3 MagCards isDeleted): the card is no longer listed or offered. 404 NOT_FOUND for another's or a removed card.",
        tags: ['customer'],
        params: z.object({ cardId: IdSchema }),
        response: { 200: AccountSuccessResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await details.removeCard(sessionOf(request), request.params.cardId);
      return { success: true as const };
    },
  );
};
