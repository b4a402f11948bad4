import type { MessageLocale } from '@kupa/domain';
import {
  EditReferenceOptionBodySchema,
  EditReferenceOptionParamsSchema,
  EditReferenceOptionResponseSchema,
  ReferenceAgentsQuerySchema,
  ReferenceAgentsResponseSchema,
  ReferenceDetailResponseSchema,
  ReferenceHistoryQuerySchema,
  ReferencePromptAdminQuerySchema,
  ReferencePromptAdminResponseSchema,
  ReferenceTicketSalesResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { ReferencePromptsService } from './reference-prompts.service';
import { STAFF_ERRORS, STAFF_NOTE, STAFF_TAGS } from './route-docs';

export interface ReferencePromptsRoutesOptions {
  references: ReferencePromptsService;
  defaultLocale: MessageLocale;
}

const ADMIN_NOTE = 'For administrators only (403 FORBIDDEN for other staff).';
const HISTORY_NOTE =
  'Filters: featureId, ticketId and pricePolicyId (both a ticket type, i.e. a price policy), presentationId, featureCategoryId, businessIds. Defaults (spec 9): startDate one month before endDate, endDate today, dateType 2 (1 = sale date, 2 = presentation date), detailLevel 1.';

/** The admin view of ticket reference-prompt agents (spec 7), its detail and ticket-sales sub-views and the quantity edit. */
export const referencePromptsRoutes: FastifyPluginAsyncZod<ReferencePromptsRoutesOptions> = async (app, { references, defaultLocale }) => {
  app.get(
    '/api/kupa-live/getTicketRefAgents',
    {
      schema: {
        summary: "Reference-prompt agents of the user's businesses",
        description: `userId, when given, must be the session's own. ${ADMIN_NOTE} ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: ReferenceAgentsQuerySchema,
        response: { 200: ReferenceAgentsResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => references.agents(staffSessionOf(request), request.query.userId, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/monitors/TicketReferencePromptAdmin/data',
    {
      schema: {
        summary: 'Reference options with quantity, sold and remaining',
        description: `Optional businessIds, customerId (one agent) and userId (the session's own). Sold counts valid tickets of paid orders with the option's price policy and Reference1, ever. ${ADMIN_NOTE} ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: ReferencePromptAdminQuerySchema,
        response: { 200: ReferencePromptAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => references.admin(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/monitors/TicketReferencePromptAdminDetail/data',
    {
      schema: {
        summary: 'Reference sales grouped by option, feature or presentation',
        description: `detailLevel 1: per option (price policy and Reference1); 2: per option and feature; 3: per option and presentation. ${HISTORY_NOTE} ${ADMIN_NOTE} ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: ReferenceHistoryQuerySchema,
        response: { 200: ReferenceDetailResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => references.detail(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/kupa-live/monitors/TicketReferencePromptAdminTicketSales/data',
    {
      schema: {
        summary: 'Reference sales, one order or ticket per row',
        description: `detailLevel 1: one row per order and reference; 2 and 3: one row per ticket. Newest sale first, paged (page, pageSize). ${HISTORY_NOTE} ${ADMIN_NOTE} ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        querystring: ReferenceHistoryQuerySchema,
        response: { 200: ReferenceTicketSalesResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => references.ticketSales(staffSessionOf(request), request.query, requestLocale(request, defaultLocale)),
  );

  app.post(
    '/api/kupa-live/editReferencePromptOptionQuantity/1/:priceType/:priceId/:priceRowId',
    {
      schema: {
        summary: 'Change the quantity a reference option (agent) may sell',
        description: `priceType 1 (a ticket price policy), priceId the price policy, priceRowId the option (OptionId). reference and reference2 must be the option's current values (else 404 REFERENCE_OPTION_NOT_FOUND: it changed meanwhile); quantity is the new value (0..1,000,000). Writes an audit entry. ${ADMIN_NOTE} ${STAFF_NOTE}`,
        tags: STAFF_TAGS,
        params: EditReferenceOptionParamsSchema,
        body: EditReferenceOptionBodySchema,
        response: { 200: EditReferenceOptionResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      references.editQuantity(staffSessionOf(request), request.params, request.body, requestLocale(request, defaultLocale)),
  );
};
