import type { MessageLocale } from '@kupa/domain';
import { DonationsQuerySchema, DonationsResponseSchema, ErrorBodySchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import type { DonationsService } from './donations.service';

export interface DonationRoutesOptions {
  donations: DonationsService;
  defaultLocale: MessageLocale;
}

/** GET /api/donations: the donations on sale, with their fixed amounts and custom range (spec 8: ByDonation). */
export const donationRoutes: FastifyPluginAsyncZod<DonationRoutesOptions> = async (app, { donations, defaultLocale }) => {
  app.get(
    '/api/donations',
    {
      schema: {
        summary: 'Donations on sale',
        description:
          'Each active donation of every business (or of businessId) with its fixed amounts and the custom-amount option with its minimum and maximum, in shekels. An empty list means none is available (DONATIONS_NONE_AVAILABLE on the page). Donate through POST /api/cart and /api/payment/commit with cart.donations.',
        tags: ['donations'],
        querystring: DonationsQuerySchema,
        response: { 200: DonationsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => donations.choices(requestLocale(request, defaultLocale), request.query.businessId),
  );
};
