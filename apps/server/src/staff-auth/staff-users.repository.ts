import type { StaffRole } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** A staff user as one business sees them: their role there. */
export interface BusinessStaffRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_active: number;
  role: StaffRole;
}

/** The staff users of businesses and their roles, as the back office manages them (staff-auth owns the tables). */
export class StaffUsersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  private ofBusiness(db: Kysely<Database>, businessId: number) {
    return db
      .selectFrom('staff_users as u')
      .innerJoin('staff_user_businesses as ub', 'ub.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.is_active', 'ub.role'])
      .where('ub.business_id', '=', businessId);
  }

  usersOfBusiness(businessId: number): Promise<BusinessStaffRow[]> {
    return this.ofBusiness(this.db, businessId).orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').execute();
  }

  userOfBusiness(businessId: number, userId: number, db: Kysely<Database> = this.db): Promise<BusinessStaffRow | undefined> {
    return this.ofBusiness(db, businessId).where('u.id', '=', userId).executeTakeFirst();
  }

  /** Every business of a user with the role there. */
  rolesOfUser(userId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('staff_user_businesses')
      .select(['business_id', 'role'])
      .where('user_id', '=', userId)
      .orderBy('business_id')
      .execute();
  }

  /** Active admins of a business other than one user (the last-admin rule). */
  async otherActiveAdmins(db: Kysely<Database>, businessId: number, exceptUserId: number): Promise<number> {
    const row = await db
      .selectFrom('staff_user_businesses as ub')
      .innerJoin('staff_users as u', 'u.id', 'ub.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ub.business_id', '=', businessId)
      .where('ub.role', '=', 'admin')
      .where('u.is_active', '=', 1)
      .where('u.id', '<>', exceptUserId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  usernameTaken(username: string, db: Kysely<Database> = this.db) {
    return db.selectFrom('staff_users').select('id').where('username', '=', username).executeTakeFirst();
  }

  /** Staff names by id (for the audit log's actors). */
  names(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Runs a change and its audit entries in one write transaction. */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, this.dialect, work);
  }

  async insertUser(
    trx: Kysely<Database>,
    user: { username: string; passwordHash: string; firstName: string; lastName: string; createdAt: string },
    roles: ReadonlyArray<{ businessId: number; role: StaffRole }>,
  ): Promise<number> {
    const { id } = await trx
      .insertInto('staff_users')
      .values({
        username: user.username,
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        is_active: 1,
        created_at: user.createdAt,
        // The temporary password opens nothing but the change to the user's own (ADR 0016).
        must_change_password: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_user_businesses')
      .values(roles.map((r) => ({ user_id: id, business_id: r.businessId, role: r.role })))
      .execute();
    return id;
  }

  async setRole(trx: Kysely<Database>, userId: number, businessId: number, role: StaffRole): Promise<void> {
    await trx
      .updateTable('staff_user_businesses')
      .set({ role })
      .where('user_id', '=', userId)
      .where('business_id', '=', businessId)
      .execute();
  }

  async setActive(trx: Kysely<Database>, userId: number, active: boolean): Promise<void> {
    await trx
      .updateTable('staff_users')
      .set({ is_active: active ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
  }

  /** A temporary password set by an admin: the user must choose their own at the next login. */
  async setTemporaryPasswordHash(trx: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
    await trx.updateTable('staff_users').set({ password_hash: passwordHash, must_change_password: 1 }).where('id', '=', userId).execute();
  }

  /** Takes a user's role in one business away; their other businesses are untouched. */
  async removeFromBusiness(trx: Kysely<Database>, userId: number, businessId: number): Promise<void> {
    await trx.deleteFrom('staff_user_businesses').where('user_id', '=', userId).where('business_id', '=', businessId).execute();
  }

  /** Ends every session of a user (disabled, or a new password). */
  async deleteSessionsOfUser(trx: Kysely<Database>, userId: number): Promise<void> {
    await trx.deleteFrom('staff_sessions').where('user_id', '=', userId).execute();
  }

  audit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
    return insertAuditEntry(trx, entry);
  }
}
