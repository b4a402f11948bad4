import type { Clock, MessageLocale } from '@kupa/domain';
import {
  CancellationPreviewSchema,
  CancelReservationResponseSchema,
  CustomerReservationsResponseSchema,
  ErrorBodySchema,
  LangOnlyQuerySchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../http/request-locale';
import { cancellationAmountsOf, previewOf, type CustomerReservations } from './customer-reservations';
import type { OrderCancellationService } from './order-cancellation.service';

export interface CustomerOrdersRoutesOptions {
  reservations: CustomerReservations;
  cancellations: OrderCancellationService;
  clock: Clock;
  defaultLocale: MessageLocale;
}

const IdParamsSchema = z.object({ id: z.string().trim().min(3).max(40).meta({ description: 'The reservation identifier' }) });

/** The customer area's "My tickets" and order cancellation (issue 9, ADR 0012). */
export const customerOrdersRoutes: FastifyPluginAsyncZod<CustomerOrdersRoutesOptions> = async (
  app,
  { reservations, cancellations, clock, defaultLocale },
) => {
  app.get(
    '/api/customer/reservations',
    {
      schema: {
        summary: "The logged-in customer's ticket orders",
        description:
          "My tickets: the session's customer's ticket orders (upcoming, soonest first; past, newest first), each with its display state (spec 4: active, held, cancelled, scanned, past, expired), its e-ticket (documentKey: /edocument/{documentKey}) and whether it can be cancelled now with what would be refunded. 401 LOGIN_REQUIRED without a customer session.",
        tags: ['customer'],
        querystring: LangOnlyQuerySchema,
        response: { 200: CustomerReservationsResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => reservations.list(request.customerSession, requestLocale(request, defaultLocale), clock.now()),
  );

  app.get(
    '/api/reservations/:id/cancellation',
    {
      schema: {
        summary: 'Preview an order cancellation',
        description:
          "Whether the logged-in customer's order can be cancelled now, until when, and what would be kept (the cancellation service charge of spec 3, the service charge and booking fee) and refunded (to the payment method, to vouchers). Another customer's or an unknown order: 404 RESERVATION_NOT_FOUND; no session: 401 LOGIN_REQUIRED.",
        tags: ['customer'],
        params: IdParamsSchema,
        querystring: LangOnlyQuerySchema,
        response: { 200: CancellationPreviewSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => previewOf(await cancellations.preview(request.params.id, request.customerSession)),
  );

  app.post(
    '/api/reservations/:id/cancel',
    {
      schema: {
        summary: 'Cancel an order',
        description:
          "Cancels the logged-in customer's ticket order (spec 4: after the customer confirmed) where the business allows it (403 CANCELLATION_NOT_ALLOWED) and before its deadline (409 CANCELLATION_DEADLINE_PASSED): the seats return to sale, the card or bank payment is refunded less the cancellation service charge (the service charge is not refunded), vouchers, membership tickets and loyalty points are given back, and an SMS/e-mail confirms it. Cancelled already: 409 NOTHING_TO_CANCEL. A refund the provider refuses: 409 BALANCE_IS_DUE, nothing changed. Another customer's order: 404 RESERVATION_NOT_FOUND.",
        tags: ['customer'],
        params: IdParamsSchema,
        querystring: LangOnlyQuerySchema,
        response: {
          200: CancelReservationResponseSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const outcome = await cancellations.cancel(request.params.id, request.customerSession, requestLocale(request, defaultLocale));
      return {
        reservationIdentifier: outcome.reservationIdentifier,
        status: 'cancelled' as const,
        amounts: cancellationAmountsOf(outcome.plan),
      };
    },
  );
};
