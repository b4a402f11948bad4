import type { Clock, MessageLocale } from '@kupa/domain';
import {
  CartBodySchema,
  CartDeleteBodySchema,
  CartDeleteResponseSchema,
  CartResponseSchema,
  ErrorBodySchema,
  MemberLookupBodySchema,
  MemberLookupResponseSchema,
  TicketCodeBodySchema,
  TicketCodeResponseSchema,
  ValidateVoucherBodySchema,
  ValidateVoucherResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBuyerUuid } from '../http/buyer-identity';
import { clientAddressOf } from '../http/client-address';
import { requestLocale } from '../http/request-locale';
import type { CartService } from './cart.service';
import { MEMBER_LOOKUPS_PER_ADDRESS, MEMBER_LOOKUPS_PER_NUMBER, type MemberLookup } from './member-lookup';
import type { TicketLookup } from './ticket-lookup';
import type { VoucherLookup } from './voucher-lookup';

export interface CartRoutesOptions {
  carts: CartService;
  tickets: TicketLookup;
  members: MemberLookup;
  vouchers: VoucherLookup;
  clock: Clock;
  defaultLocale: MessageLocale;
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};
const UUID_NOTE = "Requires the buyer's `uuid` header (403 UUID_REQUIRED otherwise).";

/** The buyer's server cart and the lookups of the tickets and payment steps (spec 7 Cart and payment; ADR 0009). */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (
  app,
  { carts, tickets, members, vouchers, clock, defaultLocale },
) => {
  app.post(
    '/api/cart',
    {
      schema: {
        summary: "Store the buyer's cart and answer it priced by the server",
        description: `${UUID_NOTE} Every ticket line is priced from its price policy (the client's amount, serviceCharge and oldPrice are ignored). Ticket-rule problems (minimum, maximum, required-with, seat count, codes, members) are listed in \`problems\`; cart-building errors (incompatible auth profile or business, zero voucher payment, mixed currencies, unknown ticket) are errors.`,
        tags: ['cart'],
        body: CartBodySchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) =>
      carts.store(
        requireBuyerUuid(request),
        request.body.cart,
        request.customerSession ?? null,
        requestLocale(request, defaultLocale),
        clock.now(),
      ),
  );

  app.post(
    '/api/cart/delete',
    {
      schema: {
        summary: "Reset the order: release the buyer's seats and delete the cart",
        description: `${UUID_NOTE} Releases the buyer's live holds (all, or of \`presentationId\`) and deletes the cart, or keeps only its customer info with \`keepCustomerInfo\`.`,
        tags: ['cart'],
        body: CartDeleteBodySchema,
        response: { 200: CartDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      return carts.delete(
        requireBuyerUuid(request),
        { presentationId: body.presentationId, keepCustomerInfo: body.keepCustomerInfo },
        clock.now(),
      );
    },
  );

  app.post(
    '/api/cart/ticket-code',
    {
      schema: {
        summary: 'The ticket type a discount code or ticket voucher unlocks',
        description: `${UUID_NOTE} TICKET_CODE_NOT_FOUND, TICKET_NOT_IN_EVENT, CODE_ALREADY_ENTERED (already on the cart as often as it can be used), VOUCHER_EXPIRED, VOUCHER_NO_BALANCE.`,
        tags: ['cart'],
        body: TicketCodeBodySchema,
        response: { 200: TicketCodeResponseSchema, ...errors },
      },
    },
    async (request) =>
      tickets.ticketCode(
        requireBuyerUuid(request),
        request.body.presentationId,
        request.body.code,
        requestLocale(request, defaultLocale),
        clock.now(),
      ),
  );

  app.post(
    '/api/cart/member',
    {
      schema: {
        summary: 'Members usable for membership and member-only tickets',
        description: `${UUID_NOTE} By member number or by ID number (INVALID_ID when its check digit is wrong). Only the logged-in customer's own members are answered: 401 LOGIN_REQUIRED otherwise (log in by SMS code to the member's mobile number), whether the number exists or not. At most ${String(MEMBER_LOOKUPS_PER_ADDRESS)} lookups per client address and ${String(MEMBER_LOOKUPS_PER_NUMBER)} per number in 15 minutes: 429 RATE_LIMITED with Retry-After.`,
        tags: ['cart'],
        body: MemberLookupBodySchema,
        response: { 200: MemberLookupResponseSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      requireBuyerUuid(request);
      const by = { memberNumber: request.body.memberNumber, ssn: request.body.ssn };
      return members.members(
        request.body.presentationId,
        by,
        { session: request.customerSession ?? null, clientAddress: clientAddressOf(request) },
        requestLocale(request, defaultLocale),
      );
    },
  );

  app.post(
    '/api/payment/vouchers/validate',
    {
      schema: {
        summary: 'Validate a system voucher as payment',
        description: `${UUID_NOTE} SYSTEM_VOUCHER_NOT_FOUND, SYSTEM_VOUCHER_NOT_ACTIVE, VOUCHER_EXPIRED, VOUCHER_NO_BALANCE.`,
        tags: ['cart'],
        body: ValidateVoucherBodySchema,
        response: { 200: ValidateVoucherResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireBuyerUuid(request);
      return vouchers.validate(request.body.systemVoucher, request.body.presentationId, requestLocale(request, defaultLocale), clock.now());
    },
  );
};
