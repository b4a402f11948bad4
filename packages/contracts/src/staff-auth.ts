import { STAFF_PAGES, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '@kupa/domain';
import { z } from 'zod';

// Operator login for kupa-live (spec 2: operator login with username and password; spec 3: staff session).
// The session travels in an HttpOnly cookie; these answers only describe it.

export const StaffLoginBodySchema = z
  .object({
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(200),
  })
  .meta({ id: 'StaffLoginBody' });
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

const pageKeys = STAFF_PAGES.map((p) => p.key) as [(typeof STAFF_PAGES)[number]['key'], ...Array<(typeof STAFF_PAGES)[number]['key']>];

export const StaffMenuItemSchema = z.object({
  key: z.enum(pageKeys).meta({ description: 'The monitor page; the web app translates the key into its title' }),
  path: z.string().meta({ description: 'The web route that opens the page' }),
});

/** The staff session of spec 3: userId, businessIds, FirstName, LastName and a menu (plus what the pages need). */
export const StaffSessionSchema = z
  .object({
    userId: z.number().int(),
    businessIds: z.array(z.number().int()).meta({ description: 'Every staff answer is limited to these businesses' }),
    businesses: z.array(z.object({ BusinessId: z.number().int(), Name: z.string() })),
    FirstName: z.string(),
    LastName: z.string(),
    isAdmin: z.boolean().meta({ description: 'Admin of at least one of the businesses (manages their staff users)' }),
    roles: z
      .array(z.object({ BusinessId: z.number().int(), role: z.enum(STAFF_ROLES) }))
      .meta({ description: 'The role in each business (ADR 0016): admin, manager, box-office or door' }),
    menu: z.array(StaffMenuItemSchema).meta({ description: 'The monitor pages this user may open, in menu order' }),
    expiresAt: z.string().meta({ description: 'UTC instant the session ends unless used again (12 hours sliding)' }),
    mustChangePassword: z.boolean().meta({
      description:
        'The password is a temporary one (new user, or reset by an admin): every staff call but POST /api/kupa-live/password answers 403 PASSWORD_CHANGE_REQUIRED until the user chooses their own',
    }),
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffLogoutResponseSchema = z.object({ success: z.literal(true) });

/** The user's own new password (ADR 0016): required at the first login after creation or a reset. */
export const StaffPasswordChangeBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(STAFF_PASSWORD_MAX_LENGTH).meta({ description: 'The temporary (or current) password' }),
    newPassword: z
      .string()
      .min(STAFF_PASSWORD_MIN_LENGTH)
      .max(STAFF_PASSWORD_MAX_LENGTH)
      .meta({ description: `At least ${STAFF_PASSWORD_MIN_LENGTH} characters, and not the current password` }),
  })
  .meta({ id: 'StaffPasswordChangeBody' });
export type StaffPasswordChangeBody = z.infer<typeof StaffPasswordChangeBodySchema>;
