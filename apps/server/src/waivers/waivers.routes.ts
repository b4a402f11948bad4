import {
  ErrorBodySchema,
  LangOnlyQuerySchema,
  SignWaiverBodySchema,
  WaiverLookupResponseSchema,
  WaiverPageResponseSchema,
  WaiverParamsSchema,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerUuidOf } from '../http/buyer-identity';
import { clientAddressOf } from '../http/client-address';
import { requestLocale } from '../http/request-locale';
import type { WaiversService } from './waivers.service';

export interface WaiverRoutesOptions {
  waivers: WaiversService;
  defaultLocale: MessageLocale;
}

const KEY_NOTE =
  'The document key is the secret of the e-ticket link: whoever holds the link may sign. An unknown key, or an order that is not confirmed or held, is 404 RESERVATION_NOT_FOUND.';

/** The waiver page's calls (issue 11; spec 2 "Waiver page", spec 5 jumper age, spec 9 health declarations). */
export const waiverRoutes: FastifyPluginAsyncZod<WaiverRoutesOptions> = async (app, { waivers, defaultLocale }) => {
  app.get(
    '/api/waivers/:documentKey',
    {
      schema: {
        summary: 'The waiver page of an order',
        description: `The order's tickets that need a signed waiver, with the ages each admits and the child signed for it, the signed waivers (names only: no ID numbers) and the health-test window; { waiver: null } when no ticket of the order is in a venue that needs a waiver. ${KEY_NOTE}`,
        tags: ['waivers'],
        params: WaiverParamsSchema,
        querystring: LangOnlyQuerySchema,
        response: { 200: WaiverLookupResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ waiver: await waivers.page(request.params.documentKey, requestLocale(request, defaultLocale)) }),
  );

  app.post(
    '/api/waivers/:documentKey',
    {
      schema: {
        summary: 'Sign a waiver',
        description: `A guardian signs for one or more children, each on one ticket of the order. Refused, with nothing stored: a blank or missing signature (422 WAIVER_SIGNATURE_REQUIRED), a declaration not accepted (422 WAIVER_DECLARATIONS_REQUIRED), an ID number whose check digit is wrong (422 INVALID_ID), a child too young or too old for the ticket type or the voucher that paid it (422 JUMPER_TOO_YOUNG / JUMPER_TOO_OLD), a ticket not of this order (404 TICKET_NOT_FOUND) or already signed for (409 WAIVER_TICKET_ALREADY_SIGNED), an order that needs no waiver (409 WAIVER_NOT_REQUIRED). Stores the signature image, the declarations as shown, the time and the client address. ${KEY_NOTE}`,
        tags: ['waivers'],
        params: WaiverParamsSchema,
        querystring: LangOnlyQuerySchema,
        body: SignWaiverBodySchema,
        response: { 201: WaiverPageResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const waiver = await waivers.sign(
        request.params.documentKey,
        request.body,
        {
          clientAddress: clientAddressOf(request),
          buyerUuid: buyerUuidOf(request),
          customers: request.customerSession?.customers ?? [],
        },
        requestLocale(request, defaultLocale),
      );
      return reply.status(201).send({ waiver });
    },
  );
};
