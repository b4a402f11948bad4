import {
  isStaffSessionLive,
  KupaError,
  LOGIN_DELAY_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ADDRESS,
  loginDelay,
  loginThrottle,
  renewedStaffSessionExpiry,
  staffMenu,
  staffSessionExpiry,
  throttleKeyOfUsername,
  type Clock,
  type MessageLocale,
} from '@kupa/domain';
import type { StaffSession } from '@kupa/contracts';
import { localized } from '../shared/localized';
import { newSecret } from '../shared/secrets';
import { hashPassword, verifyPassword } from './password';
import type { StaffContext } from './staff-context';
import type { StaffAuthRepository, StaffUserRow } from './staff-auth.repository';
import { hashSessionToken, newSessionToken } from '../shared/session-token';

/** Longest token accepted from a cookie; real ones are 43 characters. */
const MAX_TOKEN_LENGTH = 200;

/**
 * A hash of a random password, made once per process as soon as a service exists: what an unknown username is
 * checked against, so that it costs the same scrypt work as a known one, the first time too.
 */
let dummyHash: Promise<string> | undefined;

/** Operator login, logout and sessions of kupa-live (spec 2 operator login; spec 3 staff session; ADR 0004). */
export class StaffAuthService {
  constructor(
    private readonly repository: StaffAuthRepository,
    private readonly clock: Clock,
  ) {
    if (!dummyHash) {
      dummyHash = hashPassword(newSecret());
      // Awaited at the first unknown username; until then a failure must not surface as an unhandled rejection.
      dummyHash.catch(() => undefined);
    }
  }

  /**
   * Checks a username and password and opens a session. Wrong usernames and wrong passwords answer the same
   * LOGIN_FAILED after the same scrypt work (a dummy hash stands in for a missing user). Failures are counted in
   * the database (so the limits hold across server processes) per username and client address together, with a
   * growing wait, and per client address; never per username alone, so that failures from elsewhere cannot lock
   * the real user out. A throttled username or address is written to the audit log.
   */
  async login(username: string, password: string, clientAddress: string): Promise<{ token: string; context: StaffContext }> {
    const now = this.clock.now();
    const usernameKey = throttleKeyOfUsername(username);
    // The attempt is written before it is judged: parallel attempts then see each other and cannot all slip
    // under the limit together.
    const attemptId = await this.repository.recordAttempt(usernameKey, clientAddress, now.toISOString());
    const pairSince = new Date(now.getTime() - LOGIN_DELAY_WINDOW_MS).toISOString();
    const addressSince = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
    const earlier = await this.repository.attemptsSince(usernameKey, clientAddress, { pairSince, addressSince }, attemptId);
    const byPair = earlier.byPair.map((t) => new Date(t));
    const byAddress = earlier.byAddress.map((t) => new Date(t));
    const verdicts = [loginDelay(byPair, now), loginThrottle(byAddress, now, LOGIN_FAILURES_PER_ADDRESS)];
    const wait = Math.max(0, ...verdicts.map((v) => (v.allowed ? 0 : v.retryAfterSeconds)));
    if (wait > 0) {
      // A refused attempt is not a failure: it must not push the wait further out.
      await this.repository.deleteAttempt(attemptId);
      throw new KupaError('RATE_LIMITED', { retryAfterSeconds: wait });
    }

    const user = await this.repository.findUserByUsername(username.trim());
    const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await (dummyHash ??= hashPassword(newSecret()))));
    if (!user || !passwordMatches || user.is_active !== 1) {
      await this.repository.deleteAttemptsBefore(pairSince);
      await this.auditThrottling(usernameKey, clientAddress, [...byPair, now], [...byAddress, now], now);
      throw new KupaError('LOGIN_FAILED');
    }
    await this.repository.deleteAttemptsOfPair(usernameKey, clientAddress);
    await this.repository.deleteSessionsExpiredBefore(now.toISOString());
    const token = newSessionToken();
    const expiresAt = staffSessionExpiry(now);
    await this.repository.insertSession(hashSessionToken(token), user.id, expiresAt.toISOString(), now.toISOString());
    return { token, context: await this.contextOf(user, expiresAt) };
  }

  /** Writes to the audit log when this failure makes the username (from this client) or the client wait. */
  private async auditThrottling(usernameKey: string, clientAddress: string, byPair: Date[], byAddress: Date[], now: Date): Promise<void> {
    const pair = loginDelay(byPair, now);
    if (!pair.allowed) {
      await this.repository.insertAudit({
        action: 'staff.login-throttled',
        entity: 'staff-username',
        entityId: usernameKey,
        data: { clientAddress, failures: byPair.length, retryAfterSeconds: pair.retryAfterSeconds },
        at: now,
      });
    }
    if (byAddress.length === LOGIN_FAILURES_PER_ADDRESS) {
      await this.repository.insertAudit({
        action: 'staff.login-address-throttled',
        entity: 'client-address',
        entityId: clientAddress,
        data: { failures: byAddress.length, lastUsername: usernameKey },
        at: now,
      });
    }
  }

  /** Ends the session of this token, if there is one; logging out twice is harmless. */
  async logout(token: string | undefined): Promise<void> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    await this.repository.deleteSession(hashSessionToken(token));
  }

  /** The live session of a token, its expiry slid forward (12 hours after this use); null when there is none. */
  async sessionOf(token: string | undefined): Promise<StaffContext | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const now = this.clock.now();
    const tokenHash = hashSessionToken(token);
    const row = await this.repository.findSession(tokenHash);
    if (!row || row.is_active !== 1) return null;
    let expiresAt = new Date(row.expires_at);
    if (!isStaffSessionLive(expiresAt, now)) {
      await this.repository.deleteSession(tokenHash);
      return null;
    }
    const renewed = renewedStaffSessionExpiry(expiresAt, now);
    if (renewed) {
      await this.repository.extendSession(tokenHash, renewed.toISOString());
      expiresAt = renewed;
    }
    const user = { id: row.user_id, first_name: row.first_name, last_name: row.last_name, must_change_password: row.must_change_password };
    return this.contextOf(user, expiresAt);
  }

  /**
   * The logged-in user chooses their own password (required at the first login after creation or a reset, ADR 0016):
   * the current one must match (400 CURRENT_PASSWORD_WRONG) and the new one differ from it (400 PASSWORD_UNCHANGED);
   * the length is the contract's. This session stays, every other session of the user ends.
   */
  async changePassword(token: string | undefined, currentPassword: string, newPassword: string): Promise<StaffContext> {
    const context = await this.sessionOf(token);
    if (!token || !context) throw new KupaError('UNAUTHORIZED');
    const stored = await this.repository.passwordHashOf(context.userId);
    if (!stored || !(await verifyPassword(currentPassword, stored.password_hash))) {
      throw new KupaError('CURRENT_PASSWORD_WRONG', { field: 'body.currentPassword' });
    }
    if (newPassword === currentPassword) throw new KupaError('PASSWORD_UNCHANGED', { field: 'body.newPassword' });
    await this.repository.changeOwnPassword({
      userId: context.userId,
      passwordHash: await hashPassword(newPassword),
      keepTokenHash: hashSessionToken(token),
      businessIds: context.businessIds,
      at: this.clock.now().toISOString(),
    });
    return { ...context, mustChangePassword: false };
  }

  /** The staff session as the web app reads it (spec 3: userId, businessIds, FirstName, LastName, menu). */
  describe(context: StaffContext, locale: MessageLocale): StaffSession {
    return {
      userId: context.userId,
      businessIds: context.businessIds,
      businesses: context.businesses.map((b) => ({ BusinessId: b.id, Name: localized(locale, b.name_he, b.name_en) })),
      FirstName: context.firstName,
      LastName: context.lastName,
      isAdmin: context.roles.some((r) => r.role === 'admin'),
      roles: context.roles.map((r) => ({ BusinessId: r.businessId, role: r.role })),
      menu: staffMenu(context.roles.map((r) => r.role)),
      expiresAt: context.expiresAt.toISOString(),
      mustChangePassword: context.mustChangePassword,
    };
  }

  private async contextOf(
    user: Pick<StaffUserRow, 'id' | 'first_name' | 'last_name' | 'must_change_password'>,
    expiresAt: Date,
  ): Promise<StaffContext> {
    const rows = await this.repository.businessesOfUser(user.id);
    return {
      userId: user.id,
      businessIds: rows.map((b) => b.id),
      businesses: rows.map(({ id, name_he, name_en }) => ({ id, name_he, name_en })),
      roles: rows.map((b) => ({ businessId: b.id, role: b.role })),
      firstName: user.first_name,
      lastName: user.last_name,
      expiresAt,
      mustChangePassword: user.must_change_password === 1,
    };
  }
}
