import { KupaError } from '@kupa/domain';
import type { StaffContext } from '../staff-auth/staff-context';

/**
 * Who may manage a business in the back office (issue 13): an administrator of that business. Until staff roles
 * exist (a later section of the back office), the dashboards' admin flag is the role; a business outside the
 * session's is FORBIDDEN whether or not it exists, so the answer reveals nothing about other tenants.
 */
export function assertManages(session: StaffContext, businessId: number): void {
  if (!session.businessIds.includes(businessId)) throw new KupaError('FORBIDDEN', { field: 'businessId', id: businessId });
  if (!session.isAdmin) throw new KupaError('FORBIDDEN');
}
