import {
  BusinessParamsSchema,
  CreatedStaffUserResponseSchema,
  CreateStaffUserBodySchema,
  ErrorBodySchema,
  PasswordResetResponseSchema,
  StaffUserActiveBodySchema,
  StaffUserParamsSchema,
  StaffUserRemovedResponseSchema,
  StaffUserResponseSchema,
  StaffUserRoleBodySchema,
  StaffUsersResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { StaffUsersService } from '../staff-auth/staff-users.service';
import { assertAdministers } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_TAGS, STAFF_USERS_NOTE } from './route-docs';

const USERS = '/api/kupa-live/manage/businesses/:businessId/staff-users';
const USER = `${USERS}/:userId`;
const ERRORS = { ...BACK_OFFICE_ERRORS, 409: ErrorBodySchema };
const EVERY_BUSINESS =
  'The change holds in every business of the user, so the caller must be an admin of each of them (else 403 FORBIDDEN).';
const LAST_ADMIN = 'A change that would leave one of the businesses without an active admin is 409 LAST_ADMIN.';

/** The back office's staff users section (issue 13, ADR 0016): only a business's admins manage its staff. */
export const staffUsersRoutes: FastifyPluginAsyncZod<{ staffUsers: StaffUsersService }> = async (app, { staffUsers }) => {
  app.get(
    USERS,
    {
      schema: {
        summary: "A business's staff users with their role there",
        description: STAFF_USERS_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffUsersResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertAdministers(staffSessionOf(request), businessId);
      return { businessId, users: await staffUsers.list(businessId) };
    },
  );

  app.post(
    USERS,
    {
      schema: {
        summary: 'Add a staff user',
        description: `Name, login and the role in this business (and in others the caller administers, else 403 FORBIDDEN). The answer carries a temporary password, shown only this once. A login already in use is 409 STAFF_USERNAME_TAKEN. ${STAFF_USERS_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: CreateStaffUserBodySchema,
        response: { 200: CreatedStaffUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertAdministers(session, businessId);
      for (const other of request.body.otherBusinesses) assertAdministers(session, other.businessId);
      return staffUsers.create(businessId, request.body, session.userId);
    },
  );

  app.put(
    `${USER}/role`,
    {
      schema: {
        summary: "Change a staff user's role in this business",
        description: `${LAST_ADMIN} ${STAFF_USERS_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: StaffUserParamsSchema,
        body: StaffUserRoleBodySchema,
        response: { 200: StaffUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { businessId, userId } = request.params;
      const session = staffSessionOf(request);
      assertAdministers(session, businessId);
      return { user: await staffUsers.setRole(businessId, userId, request.body.role, session.userId) };
    },
  );

  app.put(
    `${USER}/active`,
    {
      schema: {
        summary: 'Disable or enable a staff user',
        description: `A disabled user cannot log in and their sessions end at once. ${EVERY_BUSINESS} ${LAST_ADMIN} ${STAFF_USERS_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: StaffUserParamsSchema,
        body: StaffUserActiveBodySchema,
        response: { 200: StaffUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { businessId, userId } = request.params;
      const session = staffSessionOf(request);
      assertAdministers(session, businessId);
      for (const id of await staffUsers.businessesOf(businessId, userId)) assertAdministers(session, id);
      return { user: await staffUsers.setActive(businessId, userId, request.body.active, session.userId) };
    },
  );

  app.post(
    `${USER}/password`,
    {
      schema: {
        summary: "Reset a staff user's password",
        description: `Answers a new temporary password, shown only this once (only its hash is stored); the user's sessions end. ${EVERY_BUSINESS} ${STAFF_USERS_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: StaffUserParamsSchema,
        response: { 200: PasswordResetResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { businessId, userId } = request.params;
      const session = staffSessionOf(request);
      assertAdministers(session, businessId);
      for (const id of await staffUsers.businessesOf(businessId, userId)) assertAdministers(session, id);
      return { temporaryPassword: await staffUsers.resetPassword(businessId, userId, session.userId) };
    },
  );

  app.delete(
    USER,
    {
      schema: {
        summary: 'Remove a staff user from this business',
        description: `Takes the user's role in this business away; their roles in other businesses stay as they are. A user left without any business is disabled as well (the login stays reserved). ${LAST_ADMIN} ${STAFF_USERS_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: StaffUserParamsSchema,
        response: { 200: StaffUserRemovedResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { businessId, userId } = request.params;
      const session = staffSessionOf(request);
      assertAdministers(session, businessId);
      const { disabled } = await staffUsers.removeFromBusiness(businessId, userId, session.userId);
      return { removed: true as const, disabled };
    },
  );
};
