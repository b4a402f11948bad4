import { BusinessParamsSchema, StaffTicketGroupResponseSchema, TicketGroupInputSchema, TicketGroupParamsSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketGroupAdminService } from '../seating/ticket-group-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const GROUPS = '/api/kupa-live/manage/businesses/:businessId/ticket-groups';
const INPUT_NOTE =
  "Names in Hebrew and English, each unique in the business whatever the case (400 VALIDATION_ERROR, field body.nameHe or body.nameEn), and the designer's colour. The business's levels are listed with its ticket types (GET ticket-types) and halls (GET halls). A level is never deleted. The change is written to the audit log.";

/** The prices section's price levels (ticket groups): add and rename (the seating module owns them). */
export const ticketGroupsRoutes: FastifyPluginAsyncZod<{ ticketGroups: TicketGroupAdminService }> = async (app, { ticketGroups }) => {
  app.post(
    GROUPS,
    {
      schema: {
        summary: 'Add a price level (ticket group)',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: TicketGroupInputSchema,
        response: { 200: StaffTicketGroupResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketGroup: await ticketGroups.save(businessId, null, request.body, session.userId) };
    },
  );

  app.put(
    `${GROUPS}/:ticketGroupId`,
    {
      schema: {
        summary: 'Rename a price level (ticket group)',
        description: `One of another business is 403 FORBIDDEN, an unknown one 404 NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: TicketGroupParamsSchema,
        body: TicketGroupInputSchema,
        response: { 200: StaffTicketGroupResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, ticketGroupId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketGroup: await ticketGroups.save(businessId, ticketGroupId, request.body, session.userId) };
    },
  );
};
