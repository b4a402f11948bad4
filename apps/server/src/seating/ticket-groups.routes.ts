import type { MessageLocale } from '@kupa/domain';
import { ErrorBodySchema, IdSchema, LangQuerySchema, MAX_DB_INT, TicketGroupsResponseSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../http/request-locale';
import type { TicketGroupsService } from './ticket-groups.service';

export interface TicketGroupRoutesOptions {
  ticketGroups: TicketGroupsService;
  defaultLocale: MessageLocale;
}

export const ticketGroupRoutes: FastifyPluginAsyncZod<TicketGroupRoutesOptions> = async (app, { ticketGroups, defaultLocale }) => {
  app.get(
    '/api/presentations/:id/ticketGroups',
    {
      schema: {
        summary: 'Ticket groups (price levels) of a presentation with their tickets',
        description:
          'With `referralMiniSiteId` (0 = house pricing) the prices through that mini site; 404 MINI_SITE_NOT_FOUND when it does not sell the presentation.',
        tags: ['presentations'],
        params: z.object({ id: IdSchema }),
        querystring: z.object({
          lang: LangQuerySchema,
          referralMiniSiteId: z.coerce.number().int().min(0).max(MAX_DB_INT).optional(),
        }),
        response: { 200: TicketGroupsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      ticketGroups.ticketGroups(request.params.id, requestLocale(request, defaultLocale), request.query.referralMiniSiteId),
  );
};
