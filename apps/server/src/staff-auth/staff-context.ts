import { KupaError, type BusinessRole } from '@kupa/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling a staff endpoint: the logged-in user, the businesses whose data they may see and their role in
 * each (ADR 0016; the rules of the roles are in @kupa/domain staff-roles and back-office/business-access.ts).
 */
export interface StaffContext {
  userId: number;
  businessIds: number[];
  businesses: Array<{ id: number; name_he: string; name_en: string }>;
  roles: BusinessRole[];
  firstName: string;
  lastName: string;
  expiresAt: Date;
  /** Created or reset by an admin and not yet changed: every staff call but the password change is refused. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff session hook on every kupa-live call after login. */
    staffSession: StaffContext | null;
  }
}

/** The staff session of a request that passed the session hook; a route outside it gets UNAUTHORIZED. */
export function staffSessionOf(request: FastifyRequest): StaffContext {
  const session = request.staffSession;
  if (!session) throw new KupaError('UNAUTHORIZED');
  return session;
}
