import type { StaffRole } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { businessFactsByIds } from '../catalogue/business-directory';
import { insertAuditEntry } from '../shared/audit-log';

export type StaffUserRow = NonNullable<Awaited<ReturnType<StaffAuthRepository['findUserByUsername']>>>;
export type StaffSessionRow = NonNullable<Awaited<ReturnType<StaffAuthRepository['findSession']>>>;

/** Staff users, their sessions (by token hash) and the login attempts the rate limit counts. */
export class StaffAuthRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** A user's password hash, read by id (the password change checks the current one). */
  passwordHashOf(userId: number) {
    return this.db.selectFrom('staff_users').select('password_hash').where('id', '=', userId).where('is_active', '=', 1).executeTakeFirst();
  }

  /**
   * The user's own new password: stored (hash only), the forced change is done, every other session of the user
   * ends, and each of their businesses gets the audit entry, in one transaction.
   */
  async changeOwnPassword(change: { userId: number; passwordHash: string; keepTokenHash: string; businessIds: number[]; at: string }) {
    await writeTransaction(this.db, this.dialect, async (trx) => {
      await trx
        .updateTable('staff_users')
        .set({ password_hash: change.passwordHash, must_change_password: 0 })
        .where('id', '=', change.userId)
        .execute();
      await trx.deleteFrom('staff_sessions').where('user_id', '=', change.userId).where('token_hash', '<>', change.keepTokenHash).execute();
      for (const businessId of change.businessIds) {
        await insertAuditEntry(trx, {
          businessId,
          at: change.at,
          actorKind: 'staff',
          actorId: String(change.userId),
          action: 'staff-user.password-changed',
          entity: 'staff-user',
          entityId: String(change.userId),
          data: { before: null, after: null },
        });
      }
    });
  }

  findUserByUsername(username: string) {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'username', 'password_hash', 'first_name', 'last_name', 'is_active', 'must_change_password'])
      .where('username', '=', username)
      .executeTakeFirst();
  }

  /** The businesses a user may see with their role in each, in id order. */
  async businessesOfUser(userId: number): Promise<Array<{ id: number; name_he: string; name_en: string; role: StaffRole }>> {
    const rows = await this.db.selectFrom('staff_user_businesses').select(['business_id', 'role']).where('user_id', '=', userId).execute();
    const roles = new Map(rows.map((r) => [r.business_id, r.role]));
    const businesses = await businessFactsByIds(
      this.db,
      rows.map((r) => r.business_id),
    );
    return [...businesses.values()]
      .sort((a, b) => a.id - b.id)
      .flatMap((b) => {
        const role = roles.get(b.id);
        return role === undefined ? [] : [{ id: b.id, name_he: b.nameHe, name_en: b.nameEn, role }];
      });
  }

  async insertSession(tokenHash: string, userId: number, expiresAt: string, createdAt: string): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: createdAt })
      .execute();
  }

  /** A session with its user, whatever its expiry (the service decides); null when the hash is unknown. */
  findSession(tokenHash: string) {
    return this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_users as u', 'u.id', 's.user_id')
      .select(['s.token_hash', 's.user_id', 's.expires_at', 'u.first_name', 'u.last_name', 'u.is_active', 'u.must_change_password'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Moves a session's expiry forward; never backward, so two processes renewing at once cannot shorten it. */
  async extendSession(tokenHash: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '<', expiresAt)
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessionsExpiredBefore(nowIso: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('expires_at', '<=', nowIso).execute();
  }

  async recordAttempt(usernameKey: string, clientAddress: string, attemptedAt: string): Promise<number> {
    const row = await this.db
      .insertInto('staff_login_attempts')
      .values({ username_key: usernameKey, client_address: clientAddress, attempted_at: attemptedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Attempts of a username from an address, and of an address for any username, since instants, excluding one attempt. */
  async attemptsSince(usernameKey: string, clientAddress: string, since: { pairSince: string; addressSince: string }, exceptId: number) {
    const [byPair, byAddress] = await Promise.all([
      this.db
        .selectFrom('staff_login_attempts')
        .select('attempted_at')
        .where('username_key', '=', usernameKey)
        .where('client_address', '=', clientAddress)
        .where('attempted_at', '>', since.pairSince)
        .where('id', '<>', exceptId)
        .execute(),
      this.db
        .selectFrom('staff_login_attempts')
        .select('attempted_at')
        .where('client_address', '=', clientAddress)
        .where('attempted_at', '>', since.addressSince)
        .where('id', '<>', exceptId)
        .execute(),
    ]);
    return { byPair: byPair.map((r) => r.attempted_at), byAddress: byAddress.map((r) => r.attempted_at) };
  }

  /** An audit entry of the staff login (a throttled username or address). */
  async insertAudit(entry: {
    action: string;
    entity: string;
    entityId: string;
    data: Record<string, string | number>;
    at: Date;
  }): Promise<void> {
    await insertAuditEntry(this.db, {
      businessId: null,
      at: entry.at.toISOString(),
      actorKind: 'system',
      actorId: null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      data: entry.data,
    });
  }

  async deleteAttempt(id: number): Promise<void> {
    await this.db.deleteFrom('staff_login_attempts').where('id', '=', id).execute();
  }

  /**
   * A successful login clears the username's failures from that address only: another address's waits stay (the
   * real user logging in must not reset an attacker's delay).
   */
  async deleteAttemptsOfPair(usernameKey: string, clientAddress: string): Promise<void> {
    await this.db
      .deleteFrom('staff_login_attempts')
      .where('username_key', '=', usernameKey)
      .where('client_address', '=', clientAddress)
      .execute();
  }

  async deleteAttemptsBefore(cutoffIso: string): Promise<void> {
    await this.db.deleteFrom('staff_login_attempts').where('attempted_at', '<=', cutoffIso).execute();
  }
}
