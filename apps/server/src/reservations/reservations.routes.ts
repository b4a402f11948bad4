import { KupaError, type Clock, type MessageLocale } from '@kupa/domain';
import {
  EDocumentResponseSchema,
  ErrorBodySchema,
  LangOnlyQuerySchema,
  SendTicketsBodySchema,
  SendTicketsResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerUuidOf } from '../http/buyer-identity';
import type { LinkBase } from '../http/link-base';
import { requestLocale } from '../http/request-locale';
import type { ReservationViews } from './reservation-views';
import type { SendTicketsService } from './send-tickets.service';

export interface ReservationRoutesOptions {
  views: ReservationViews;
  sendTickets: SendTicketsService;
  clock: Clock;
  /** The base of the e-ticket link in messages: from configuration, never from the request (http/link-base.ts). */
  linkBase: LinkBase;
  defaultLocale: MessageLocale;
}

/** The e-ticket (e-document) and sending its link by SMS (spec 4 confirmation and e-ticket). */
export const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (
  app,
  { views, sendTickets, clock, linkBase, defaultLocale },
) => {
  app.get(
    '/api/edocuments/:documentKey',
    {
      schema: {
        summary: 'E-ticket',
        description:
          'The reservation behind an e-document key (the unguessable secret of the e-ticket link): presentations, tickets with their QR identifiers, products, totals and payments. No ID number, mobile number or e-mail address. 404 RESERVATION_NOT_FOUND otherwise.',
        tags: ['checkout'],
        params: z.object({ documentKey: z.string().min(8).max(100) }),
        querystring: LangOnlyQuerySchema,
        response: { 200: EDocumentResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const reservation = await views.byDocumentKey(request.params.documentKey, requestLocale(request, defaultLocale), clock.now());
      if (!reservation) throw new KupaError('RESERVATION_NOT_FOUND');
      return { reservation };
    },
  );

  app.post(
    '/api/reservations/:id/sendTickets',
    {
      schema: {
        summary: 'Send the tickets by SMS',
        description:
          "Sends the e-ticket link to a mobile number. Only the reservation's buyer (uuid header) or the logged-in customer who owns it; anyone else gets 404 RESERVATION_NOT_FOUND. At most 5 per reservation per hour (429 RATE_LIMITED with Retry-After).",
        tags: ['checkout'],
        params: z.object({ id: z.string().trim().min(3).max(40).meta({ description: 'The reservation identifier' }) }),
        querystring: LangOnlyQuerySchema,
        body: SendTicketsBodySchema,
        response: {
          200: SendTicketsResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await sendTickets.sendTickets(
        request.params.id,
        request.body.mobileNumber,
        { buyerUuid: buyerUuidOf(request), customerSession: request.customerSession },
        linkBase(),
        requestLocale(request, defaultLocale),
      );
      return { success: true as const };
    },
  );
};
