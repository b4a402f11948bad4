import { STAFF_ROLES } from '@kupa/domain';
import { z } from 'zod';
import { BusinessParamsSchema } from './back-office';
import { LocalDateSchema } from './common';

// The back office's staff users and audit log (issue 13, ADR 0016). Staff users are managed by the admins of a
// business; the audit log is read by its admins and managers.

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const StaffRoleSchema = z.enum(STAFF_ROLES).meta({ description: 'admin, manager, box-office or door (ADR 0016)' });

export const StaffUserParamsSchema = BusinessParamsSchema.extend({ userId: Id.meta({ description: 'A staff user of the business' }) });
export type StaffUserParams = z.infer<typeof StaffUserParamsSchema>;

export const ManagedStaffUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: StaffRoleSchema.meta({ description: 'The role in the business of the path' }),
    active: z.boolean().meta({ description: 'A disabled user cannot log in' }),
  })
  .meta({ id: 'ManagedStaffUser' });
export type ManagedStaffUser = z.infer<typeof ManagedStaffUserSchema>;

export const StaffUsersResponseSchema = z.object({ businessId: z.number().int(), users: z.array(ManagedStaffUserSchema) });
export type StaffUsersResponse = z.infer<typeof StaffUsersResponseSchema>;

const Name = z.string().trim().min(1).max(100);

export const CreateStaffUserBodySchema = z
  .object({
    firstName: Name,
    lastName: Name,
    username: z
      .string()
      .trim()
      .min(3)
      .max(100)
      .regex(/^[A-Za-z0-9._@-]+$/)
      .meta({ description: 'The login: letters, digits and . _ @ - (3 to 100)' }),
    role: StaffRoleSchema,
    otherBusinesses: z
      .array(z.object({ businessId: Id, role: StaffRoleSchema }))
      .max(100)
      .default([])
      .meta({ description: 'Roles in other businesses, each administered by the caller' }),
  })
  .meta({ id: 'CreateStaffUserBody' });
export type CreateStaffUserBody = z.infer<typeof CreateStaffUserBodySchema>;
export type CreateStaffUserInput = z.input<typeof CreateStaffUserBodySchema>;

export const TemporaryPasswordSchema = z.string().meta({
  description: 'A one-time temporary password, shown only in this answer (only its scrypt hash is stored)',
});

export const CreatedStaffUserResponseSchema = z.object({ user: ManagedStaffUserSchema, temporaryPassword: TemporaryPasswordSchema });
export type CreatedStaffUserResponse = z.infer<typeof CreatedStaffUserResponseSchema>;

export const StaffUserRoleBodySchema = z.object({ role: StaffRoleSchema });
export const StaffUserActiveBodySchema = z.object({ active: z.boolean() });
export const StaffUserResponseSchema = z.object({ user: ManagedStaffUserSchema });
export type StaffUserResponse = z.infer<typeof StaffUserResponseSchema>;
export const StaffUserRemovedResponseSchema = z.object({
  removed: z.literal(true),
  disabled: z.boolean().meta({ description: 'The user had no other business and is disabled as well' }),
});
export type StaffUserRemovedResponse = z.infer<typeof StaffUserRemovedResponseSchema>;
export const PasswordResetResponseSchema = z.object({ temporaryPassword: TemporaryPasswordSchema });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponseSchema>;

export const AuditQuerySchema = z
  .object({
    actorId: Id.optional().meta({ description: 'Only the changes of this staff user' }),
    entity: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'Only this kind of entity, e.g. feature, presentation, staff-user' }),
    action: z.string().trim().min(1).max(100).optional().meta({ description: 'Only this action, e.g. feature.changed' }),
    entityId: z.string().trim().min(1).max(100).optional(),
    from: LocalDateSchema.optional().meta({ description: 'From this local date (the business time zone), inclusive' }),
    to: LocalDateSchema.optional().meta({ description: 'Up to this local date, inclusive' }),
    q: z.string().trim().min(1).max(100).optional().meta({ description: 'Free text found in the action, the entity id or the data' }),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before from' });
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'UTC instant' }),
    actorKind: z.string().meta({ description: 'staff, customer, buyer or system' }),
    actorId: z.string().nullable(),
    actorName: z.string().nullable().meta({ description: 'The staff user’s name when the actor is staff' }),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown().meta({ description: 'The entity before the change, when recorded' }),
    after: z.unknown().meta({ description: 'The entity after the change, when recorded' }),
    data: z.unknown().meta({ description: 'The whole recorded data' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof AuditEntrySchema>;

export const AuditPageResponseSchema = z.object({
  businessId: z.number().int(),
  entries: z.array(AuditEntrySchema).meta({ description: 'Newest first' }),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  entities: z.array(z.string()).meta({ description: 'Every entity kind in the business’s log, for the filter' }),
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })).meta({ description: 'The business’s staff users, for the filter' }),
});
export type AuditPageResponse = z.infer<typeof AuditPageResponseSchema>;
