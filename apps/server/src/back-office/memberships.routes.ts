import {
  BusinessParamsSchema,
  MembershipInputSchema,
  MembershipParamsSchema,
  StaffMembershipResponseSchema,
  StaffMembershipsResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembershipAdminService } from '../memberships/membership-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const MEMBERSHIPS = '/api/kupa-live/manage/businesses/:businessId/memberships';
const MEMBERSHIP = `${MEMBERSHIPS}/:membershipId`;
const INPUT_NOTE =
  'The code of its page (/membership/{code}, unique in the business whatever the case: 400 VALIDATION_ERROR, field body.code), names in Hebrew and English, validity in days, the benefits (tickets, loyalty points), hold bookings and the prices (a price with its id is changed, one with id null added, one left out removed; a price members bought cannot be removed: 400 VALIDATION_ERROR, field body.prices). A new membership is a regular one; a series keeps its type and presentations. isActive false stops offering it; members keep their period. GET /api/memberships shows the change on its next call; the change is written to the audit log.';

/** The back office's membership types section (spec 3 "membership": types and their prices). */
export const membershipsRoutes: FastifyPluginAsyncZod<{ memberships: MembershipAdminService }> = async (app, { memberships }) => {
  app.get(
    MEMBERSHIPS,
    {
      schema: {
        summary: "A business's membership types with their prices, retired ones too",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffMembershipsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await memberships.list(businessId)) };
    },
  );

  app.post(
    MEMBERSHIPS,
    {
      schema: {
        summary: 'Add a membership type',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: MembershipInputSchema,
        response: { 200: StaffMembershipResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { membership: await memberships.create(businessId, request.body, session.userId) };
    },
  );

  app.put(
    MEMBERSHIP,
    {
      schema: {
        summary: 'Change, retire or bring back a membership type',
        description: `The whole membership with its prices. A membership of another business is 403 FORBIDDEN, an unknown one 404 MEMBERSHIP_NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: MembershipParamsSchema,
        body: MembershipInputSchema,
        response: { 200: StaffMembershipResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, membershipId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { membership: await memberships.update(businessId, membershipId, request.body, session.userId) };
    },
  );
};
