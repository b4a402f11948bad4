import type { CreateStaffUserBody, ManagedStaffUser } from '@kupa/contracts';
import { KupaError, type Clock, type StaffRole } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { newSecret } from '../shared/secrets';
import { hashPassword } from './password';
import { StaffUsersRepository, type BusinessStaffRow } from './staff-users.repository';

/** Bytes of a temporary password: 12 random bytes are 16 base64url characters (96 bits). */
const TEMPORARY_PASSWORD_BYTES = 12;

/**
 * Staff users and their roles per business (issue 13, ADR 0016). Who may call what is decided by the back office's
 * business-access rule; this service keeps the data's own rules: a username is unique, no business is left without
 * an active admin, a disabled user's sessions end, a new password ends the sessions too, and every change writes
 * its audit entry (before and after) in the same transaction.
 */
export class StaffUsersService {
  constructor(
    private readonly repository: StaffUsersRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<ManagedStaffUser[]> {
    return (await this.repository.usersOfBusiness(businessId)).map(userOf);
  }

  /** The businesses of a user of this business (STAFF_USER_NOT_FOUND when the user is not one of its staff). */
  async businessesOf(businessId: number, userId: number): Promise<number[]> {
    await this.member(businessId, userId);
    return (await this.repository.rolesOfUser(userId)).map((r) => r.business_id);
  }

  /** Adds a user with a role in this business (and any others given) and a temporary password shown once. */
  async create(
    businessId: number,
    body: CreateStaffUserBody,
    actorId: number,
  ): Promise<{ user: ManagedStaffUser; temporaryPassword: string }> {
    const roles = [{ businessId, role: body.role }, ...body.otherBusinesses.filter((r) => r.businessId !== businessId)];
    if (new Set(roles.map((r) => r.businessId)).size !== roles.length) {
      throw new KupaError('VALIDATION_ERROR', { field: 'body.otherBusinesses' });
    }
    const temporaryPassword = newSecret(TEMPORARY_PASSWORD_BYTES);
    const passwordHash = await hashPassword(temporaryPassword);
    const at = this.clock.now().toISOString();
    const id = await this.repository.transaction(async (trx) => {
      if (await this.repository.usernameTaken(body.username, trx)) throw new KupaError('STAFF_USERNAME_TAKEN', { field: 'body.username' });
      const userId = await this.repository.insertUser(
        trx,
        { username: body.username, passwordHash, firstName: body.firstName, lastName: body.lastName, createdAt: at },
        roles,
      );
      for (const r of roles) {
        const after = { username: body.username, firstName: body.firstName, lastName: body.lastName, role: r.role, active: true };
        await this.audit(trx, r.businessId, actorId, 'staff-user.created', userId, { before: null, after }, at);
      }
      return userId;
    });
    return { user: userOf(await this.member(businessId, id)), temporaryPassword };
  }

  async setRole(businessId: number, userId: number, role: StaffRole, actorId: number): Promise<ManagedStaffUser> {
    const at = this.clock.now().toISOString();
    await this.repository.transaction(async (trx) => {
      const before = await this.member(businessId, userId, trx);
      if (before.role === role) return;
      if (before.role === 'admin') await this.keepAnAdmin(trx, businessId, userId);
      await this.repository.setRole(trx, userId, businessId, role);
      const after = { ...userOf(before), role };
      await this.audit(trx, businessId, actorId, 'staff-user.role-changed', userId, { before: userOf(before), after }, at);
    });
    return userOf(await this.member(businessId, userId));
  }

  /** Disables or enables a user in every business; disabling ends their sessions at once. */
  async setActive(businessId: number, userId: number, active: boolean, actorId: number): Promise<ManagedStaffUser> {
    const at = this.clock.now().toISOString();
    await this.repository.transaction(async (trx) => {
      const user = await this.member(businessId, userId, trx);
      if ((user.is_active === 1) === active) return;
      const roles = await this.repository.rolesOfUser(userId, trx);
      if (!active) {
        for (const r of roles) if (r.role === 'admin') await this.keepAnAdmin(trx, r.business_id, userId);
        await this.repository.deleteSessionsOfUser(trx, userId);
      }
      await this.repository.setActive(trx, userId, active);
      for (const r of roles) {
        const before = { ...userOf(user), role: r.role };
        const action = active ? 'staff-user.enabled' : 'staff-user.disabled';
        await this.audit(trx, r.business_id, actorId, action, userId, { before, after: { ...before, active } }, at);
      }
    });
    return userOf(await this.member(businessId, userId));
  }

  /**
   * Removes a user from this business only: a user of other businesses keeps their roles there (the change shows at
   * their next call). An active admin may go only if another active admin remains (LAST_ADMIN). A user left without
   * any business is disabled too (their sessions end; the login stays reserved for the audit log's sake).
   */
  async removeFromBusiness(businessId: number, userId: number, actorId: number): Promise<{ disabled: boolean }> {
    const at = this.clock.now().toISOString();
    return this.repository.transaction(async (trx) => {
      const before = await this.member(businessId, userId, trx);
      if (before.role === 'admin' && before.is_active === 1) await this.keepAnAdmin(trx, businessId, userId);
      await this.repository.removeFromBusiness(trx, userId, businessId);
      await this.audit(trx, businessId, actorId, 'staff-user.removed', userId, { before: userOf(before), after: null }, at);
      const left = await this.repository.rolesOfUser(userId, trx);
      if (left.length > 0) return { disabled: false };
      await this.repository.setActive(trx, userId, false);
      await this.repository.deleteSessionsOfUser(trx, userId);
      return { disabled: true };
    });
  }

  /** A new one-time temporary password (shown once; only its hash is kept); the user's sessions end. */
  async resetPassword(businessId: number, userId: number, actorId: number): Promise<string> {
    const temporaryPassword = newSecret(TEMPORARY_PASSWORD_BYTES);
    const passwordHash = await hashPassword(temporaryPassword);
    const at = this.clock.now().toISOString();
    await this.repository.transaction(async (trx) => {
      await this.member(businessId, userId, trx);
      await this.repository.setTemporaryPasswordHash(trx, userId, passwordHash);
      await this.repository.deleteSessionsOfUser(trx, userId);
      for (const r of await this.repository.rolesOfUser(userId, trx)) {
        await this.audit(trx, r.business_id, actorId, 'staff-user.password-reset', userId, { before: null, after: null }, at);
      }
    });
    return temporaryPassword;
  }

  /** Display names of staff users by id. */
  async names(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await this.repository.names(ids);
    return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
  }

  /** The user as this business sees them, read in the transaction when given one. */
  private async member(businessId: number, userId: number, trx?: Kysely<Database>): Promise<BusinessStaffRow> {
    const row = await this.repository.userOfBusiness(businessId, userId, trx);
    if (!row) throw new KupaError('STAFF_USER_NOT_FOUND', { id: userId });
    return row;
  }

  /** LAST_ADMIN when no other active admin of the business would remain. */
  private async keepAnAdmin(trx: Kysely<Database>, businessId: number, userId: number): Promise<void> {
    if ((await this.repository.otherActiveAdmins(trx, businessId, userId)) === 0) throw new KupaError('LAST_ADMIN', { id: businessId });
  }

  private audit(trx: Kysely<Database>, businessId: number, actorId: number, action: string, userId: number, data: unknown, at: string) {
    return this.repository.audit(trx, {
      businessId,
      at,
      actorKind: 'staff',
      actorId: String(actorId),
      action,
      entity: 'staff-user',
      entityId: String(userId),
      data,
    });
  }
}

function userOf(row: BusinessStaffRow): ManagedStaffUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    active: row.is_active === 1,
  };
}

export function createStaffUsers(database: DatabaseHandle, clock: Clock): StaffUsersService {
  return new StaffUsersService(new StaffUsersRepository(database.db, database.dialect), clock);
}
