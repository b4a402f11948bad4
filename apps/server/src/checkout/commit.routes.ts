import type { MessageLocale } from '@kupa/domain';
import { CommitBodySchema, CommitResponseSchema, ErrorBodySchema, PaymentStatusResponseSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBuyerUuid } from '../http/buyer-identity';
import type { LinkBase } from '../http/link-base';
import { requestLocale } from '../http/request-locale';
import type { CommitService } from './commit.service';
import type { PaymentService } from './payment.service';

export interface CommitRoutesOptions {
  commits: CommitService;
  payments: PaymentService;
  defaultLocale: MessageLocale;
  /** The base of the e-ticket link in messages: from configuration, never from the request (http/link-base.ts). */
  linkBase: LinkBase;
}

const errors = {
  400: ErrorBodySchema,
  402: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  410: ErrorBodySchema,
  422: ErrorBodySchema,
};
const UUID_NOTE = "Requires the buyer's `uuid` header (403 UUID_REQUIRED otherwise).";

/** The commit of a cart and the state of a started payment (spec 7 Cart and payment; ADR 0009). */
export const commitRoutes: FastifyPluginAsyncZod<CommitRoutesOptions> = async (app, { commits, payments, defaultLocale, linkBase }) => {
  app.post(
    '/api/payment/commit',
    {
      schema: {
        summary: 'Pay for the cart and turn the held seats into an order',
        description:
          `${UUID_NOTE} Prices the cart again (the client's amounts are ignored), checks the customer details against the order form, ` +
          'authorises the card (or completes the payment named by `paymentIdentifier`), then writes the order in one transaction and captures the payment. ' +
          'When the buyer must act first (extra verification, bank approval) the answer is `paymentAction`; commit again with its `paymentIdentifier`. ' +
          'A retry with the same idempotency key (body `idempotencyKey` or the `Idempotency-Key` header) answers the first answer once the order is paid (ORDER_CANCELLED if it was cancelled); another commit of a committed cart answers ALREADY_COMMITTED. ' +
          'A commit with a `paymentIdentifier` whose order can no longer be made (its seats lapsed) gives that payment back at once and answers ORDER_CANCELLED: start the order again. ' +
          'Hold orders (`isHold`) need a logged-in member whose membership allows holds; no payment is taken.',
        tags: ['payment'],
        body: CommitBodySchema,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).loose(),
        response: { 200: CommitResponseSchema, ...errors },
      },
    },
    async (request) =>
      commits.commit({
        buyerUuid: requireBuyerUuid(request),
        body: request.body,
        headerKey: request.headers['idempotency-key'],
        session: request.customerSession ?? null,
        locale: requestLocale(request, defaultLocale),
        baseUrl: linkBase(),
      }),
  );

  app.get(
    '/api/payment/:paymentIdentifier',
    {
      schema: {
        summary: 'Where a started payment stands',
        description: `${UUID_NOTE} Only the buyer who started the payment may read it (NOT_FOUND otherwise). The payment dialog polls it while the buyer verifies or approves in the bank app.`,
        tags: ['payment'],
        params: z.object({ paymentIdentifier: z.string().min(1).max(100) }),
        response: { 200: PaymentStatusResponseSchema, ...errors },
      },
    },
    async (request) => payments.status(request.params.paymentIdentifier, requireBuyerUuid(request)),
  );
};
