import type { StaffSession } from '@kupa/contracts';
import { roleManages, type StaffRole } from '@kupa/domain';

/** The user's role in a business of the session (ADR 0016); undefined for a business not theirs. */
export function roleOfSession(session: StaffSession, businessId: number): StaffRole | undefined {
  return session.roles.find((r) => r.BusinessId === businessId)?.role;
}

/** The businesses the user runs (admin or manager): those the back office opens for them. */
export function managedBusinessIds(session: StaffSession): number[] {
  return session.roles.filter((r) => roleManages(r.role)).map((r) => r.BusinessId);
}
