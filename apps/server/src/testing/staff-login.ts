import type { FastifyInstance } from 'fastify';
import { resetIdentitySequences } from '../db/identity-sequences';
import { hashPassword } from '../staff-auth/password';
import type { TestApp } from './test-app';

/** Logs a staff user in through the API and answers the Cookie header that carries the session. */
export async function staffCookie(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/kupa-live/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'kupa_staff');
  if (!cookie) throw new Error('login set no kupa_staff cookie');
  return `kupa_staff=${cookie.value}`;
}

/**
 * Logs in a user made with a temporary password and chooses their own (the forced change of ADR 0016), answering the
 * Cookie header of a session that may call every staff endpoint its roles allow.
 */
export async function staffCookieWithOwnPassword(
  app: FastifyInstance,
  username: string,
  temporaryPassword: string,
  newPassword = `${username}-own-password`,
): Promise<string> {
  const cookie = await staffCookie(app, username, temporaryPassword);
  const res = await app.inject({
    method: 'POST',
    url: '/api/kupa-live/password',
    headers: { cookie },
    payload: { currentPassword: temporaryPassword, newPassword },
  });
  if (res.statusCode !== 200) throw new Error(`password change of ${username} answered ${res.statusCode}: ${res.body}`);
  return cookie;
}

/** The staff of a back-office test: an admin of the business, a box-office clerk of it, an admin of another one. */
export type BackOfficeStaffCookies = Record<'boss' | 'clerk' | 'stranger', string>;

/**
 * Adds the back-office tests' three staff users (ids 901–903, password `staff-pass`) and logs each in: `boss` is an
 * admin of `businessId`, `clerk` its box office, `stranger` an admin of `otherBusinessId` only.
 */
export async function signInBackOfficeStaff(
  t: Pick<TestApp, 'app' | 'database'>,
  businessId: number,
  otherBusinessId: number,
  now: Date,
): Promise<BackOfficeStaffCookies> {
  const db = t.database.db;
  const hash = await hashPassword('staff-pass');
  const staff = [
    { id: 901, username: 'boss', role: 'admin' as const, business: businessId },
    { id: 902, username: 'clerk', role: 'box-office' as const, business: businessId },
    { id: 903, username: 'stranger', role: 'admin' as const, business: otherBusinessId },
  ];
  await db
    .insertInto('staff_users')
    .values(
      staff.map((s) => ({
        id: s.id,
        username: s.username,
        password_hash: hash,
        first_name: s.username,
        last_name: 'Staff',
        is_active: 1,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  await db
    .insertInto('staff_user_businesses')
    .values(staff.map((s) => ({ user_id: s.id, business_id: s.business, role: s.role })))
    .execute();
  await resetIdentitySequences(db, t.database.dialect);
  return {
    boss: await staffCookie(t.app, 'boss', 'staff-pass'),
    clerk: await staffCookie(t.app, 'clerk', 'staff-pass'),
    stranger: await staffCookie(t.app, 'stranger', 'staff-pass'),
  };
}
