import { KupaError, roleAdministers, roleIn, roleManages } from '@kupa/domain';
import type { StaffContext } from '../staff-auth/staff-context';

/**
 * The one place the back office decides who may do what (issue 13, ADR 0014 and 0016). A business outside the
 * session's is FORBIDDEN whether or not it exists, so the answer reveals nothing about other tenants.
 */
function roleOf(session: StaffContext, businessId: number) {
  if (!session.businessIds.includes(businessId)) throw new KupaError('FORBIDDEN', { field: 'businessId', id: businessId });
  return roleIn(session.roles, businessId);
}

/** Runs the business (halls, films, schedule, prices, offers, settings, the audit log): its admin or manager. */
export function assertManages(session: StaffContext, businessId: number): void {
  if (!roleManages(roleOf(session, businessId))) throw new KupaError('FORBIDDEN');
}

/** Manages the business's staff users and their roles: its admin only. */
export function assertAdministers(session: StaffContext, businessId: number): void {
  if (!roleAdministers(roleOf(session, businessId))) throw new KupaError('FORBIDDEN');
}
