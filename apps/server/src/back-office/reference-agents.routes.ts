import {
  BusinessParamsSchema,
  ReferenceAgentInputSchema,
  ReferenceAgentParamsSchema,
  StaffReferenceAgentResponseSchema,
  StaffReferenceAgentsResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReferenceAgentAdminService } from '../presentations/reference-agent-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const AGENTS = '/api/kupa-live/manage/businesses/:businessId/reference-agents';
const AGENT = `${AGENTS}/:agentId`;
const INPUT_NOTE =
  "The ticket type its guests buy (one of the business's that asks for a reference, else 400 VALIDATION_ERROR, field body.pricePolicyId), the reference the buyer types (not another agent's of that ticket type, whatever the case: field body.reference1), a second reference and the tickets that may be sold with it. isActive false deactivates it: the cart answers REFERENCE_NOT_ELIGIBLE for its reference from its next call; tickets already sold keep it. The change is written to the audit log.";

/** The back office's reference-prompt agents section (spec: reference-agent row; hotels and agents). */
export const referenceAgentsRoutes: FastifyPluginAsyncZod<{ agents: ReferenceAgentAdminService }> = async (app, { agents }) => {
  app.get(
    AGENTS,
    {
      schema: {
        summary: "A business's reference-prompt agents, deactivated ones too, and the ticket types they may be for",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffReferenceAgentsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await agents.list(businessId)) };
    },
  );

  app.post(
    AGENTS,
    {
      schema: {
        summary: 'Add a reference-prompt agent',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: ReferenceAgentInputSchema,
        response: { 200: StaffReferenceAgentResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { agent: await agents.save(businessId, null, request.body, session.userId) };
    },
  );

  app.put(
    AGENT,
    {
      schema: {
        summary: 'Change, deactivate or reactivate a reference-prompt agent',
        description: `One of another business is 403 FORBIDDEN, an unknown one 404 REFERENCE_OPTION_NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: ReferenceAgentParamsSchema,
        body: ReferenceAgentInputSchema,
        response: { 200: StaffReferenceAgentResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, agentId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { agent: await agents.save(businessId, agentId, request.body, session.userId) };
    },
  );
};
