/**
 * The roles a staff user holds, one per business (issue 13, ADR 0016). A user may be a manager of one business and
 * box office of another; what a role may do is decided here and enforced on the server.
 */
export const STAFF_ROLES = ['admin', 'manager', 'box-office', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A role held in one business. */
export interface BusinessRole {
  businessId: number;
  role: StaffRole;
}

/** Runs the business in the back office (halls, films, schedule, prices, offers, settings; the audit log). */
export function roleManages(role: StaffRole | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** Manages the business's staff users and their roles. */
export function roleAdministers(role: StaffRole | undefined): boolean {
  return role === 'admin';
}

/** The role a user holds in a business, undefined when the business is not theirs. */
export function roleIn(roles: readonly BusinessRole[], businessId: number): StaffRole | undefined {
  return roles.find((r) => r.businessId === businessId)?.role;
}

/** The businesses whose role satisfies a rule, in the order of the roles. */
export function businessesWhere(roles: readonly BusinessRole[], rule: (role: StaffRole) => boolean): number[] {
  return roles.filter((r) => rule(r.role)).map((r) => r.businessId);
}

/**
 * The password a staff user chooses at the first login after creation or a reset (ADR 0016): at least this many
 * characters, and not the temporary password they were given.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
