import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { staffCookie, staffCookieWithOwnPassword } from '../testing/staff-login';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const usersUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/staff-users`;
const userUrl = (businessId: number, userId: number, what: string) => `${usersUrl(businessId)}/${userId}/${what}`;
const memberUrl = (businessId: number, userId: number) => `${usersUrl(businessId)}/${userId}`;
const settingsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/settings`;

/** Issue 13, staff users and roles (ADR 0016): only a business's admins manage its staff; roles are enforced per business. */
describe.each(testEngines())('back-office staff users on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    // The fixture numbers its staff users itself; new users take the ids after them.
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/kupa-live/login?lang=en', payload: { username, password } });
  const as = (cookie: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${url}?lang=en`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const create = async (body: object, businessId = cinema) => {
    const res = await t.post('manager', usersUrl(businessId), body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { user: { id: number; role: string }; temporaryPassword: string };
  };

  it("lists a business's staff with their role there, for its admins only", async () => {
    const res = await t.get('cinemaadmin', usersUrl(cinema));
    expect(res.statusCode, res.body).toBe(200);
    const users = res.json().users as Array<{ username: string; role: string; active: boolean }>;
    expect(users.map((u) => [u.username, u.role, u.active]).sort()).toEqual([
      ['cinema', 'box-office', true],
      ['cinemaadmin', 'admin', true],
      ['manager', 'admin', true],
      ['retired', 'box-office', false],
    ]);
    expect(res.body).not.toContain('password');
    // A box-office user, and an admin of another business, are refused.
    expect((await t.get('cinema', usersUrl(cinema))).statusCode).toBe(403);
    const foreign = await t.get('cinemaadmin', usersUrl(theatre));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.error).toBe('FORBIDDEN');
  });

  it('creates a box-office user whose temporary password logs in, and who is refused the back office', async () => {
    const { user, temporaryPassword } = await create({ firstName: 'Dana', lastName: 'Desk', username: 'dana.desk', role: 'box-office' });
    expect(user).toMatchObject({ username: 'dana.desk', firstName: 'Dana', lastName: 'Desk', role: 'box-office', active: true });
    expect(temporaryPassword).toMatch(/^[\w-]{16}$/);
    const stored = await t.database.db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(temporaryPassword);

    const res = await login('dana.desk', temporaryPassword);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      businessIds: [cinema],
      isAdmin: false,
      roles: [{ BusinessId: cinema, role: 'box-office' }],
      mustChangePassword: true,
    });
    const cookie = await staffCookieWithOwnPassword(t.app, 'dana.desk', temporaryPassword);
    // "A box-office user editing prices" is refused, as is every back-office write and the staff users.
    const settings = await as(cookie, 'PUT', settingsUrl(cinema), {
      loginMethods: { default: 'byPhone', enabled: ['byPhone'] },
      orderCancellation: { enabled: false, hoursBeforeStart: 2, charge: { kind: 'none', value: 0 } },
    });
    expect(settings.statusCode).toBe(403);
    expect((await as(cookie, 'GET', settingsUrl(cinema))).statusCode).toBe(403);
    expect((await as(cookie, 'GET', usersUrl(cinema))).statusCode).toBe(403);
    // Today's dashboards still answer for the box office.
    expect((await as(cookie, 'GET', '/api/kupa-live/locationTicketSales')).statusCode).toBe(200);
  });

  it('gives a manager the back office but not the staff users, and a role changed takes effect on the next call', async () => {
    const { user, temporaryPassword } = await create({ firstName: 'Mira', lastName: 'Runner', username: 'mira', role: 'manager' });
    const cookie = await staffCookieWithOwnPassword(t.app, 'mira', temporaryPassword);
    expect((await as(cookie, 'GET', settingsUrl(cinema))).statusCode).toBe(200);
    expect((await as(cookie, 'GET', settingsUrl(theatre))).statusCode).toBe(403);
    expect((await as(cookie, 'GET', usersUrl(cinema))).statusCode).toBe(403);
    expect((await as(cookie, 'POST', usersUrl(cinema), { firstName: 'X', lastName: 'Y', username: 'xy1', role: 'door' })).statusCode).toBe(
      403,
    );

    const changed = await t.send('cinemaadmin', 'PUT', userUrl(cinema, user.id, 'role'), { role: 'door' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.role).toBe('door');
    expect((await as(cookie, 'GET', settingsUrl(cinema))).statusCode).toBe(403);
    const session = await as(cookie, 'GET', '/api/kupa-live/session');
    expect(session.json().menu.map((m: { key: string }) => m.key)).toEqual(['attendance', 'waivers']);
    // The server follows the menu: the door sees attendance, not the sales figures.
    expect((await as(cookie, 'GET', '/api/kupa-live/getCinemaFilterData')).statusCode).toBe(200);
    for (const url of ['/api/kupa-live/locationTicketSales', '/api/kupa-live/v2/availableFeatures']) {
      expect((await as(cookie, 'GET', url)).statusCode, url).toBe(403);
    }
  });

  it('gives a user different roles in different businesses, each only where the admin administers it', async () => {
    const { user, temporaryPassword } = await create({
      firstName: 'Two',
      lastName: 'Hats',
      username: 'two.hats',
      role: 'manager',
      otherBusinesses: [{ businessId: theatre, role: 'box-office' }],
    });
    const cookie = await staffCookieWithOwnPassword(t.app, 'two.hats', temporaryPassword);
    expect((await as(cookie, 'GET', settingsUrl(cinema))).statusCode).toBe(200);
    expect((await as(cookie, 'GET', settingsUrl(theatre))).statusCode).toBe(403);
    // An admin of the cinema only cannot give a role in the theatre, nor disable a user who also works there.
    const foreign = await t.post('cinemaadmin', usersUrl(cinema), {
      firstName: 'A',
      lastName: 'B',
      username: 'ab.user',
      role: 'door',
      otherBusinesses: [{ businessId: theatre, role: 'door' }],
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', userUrl(cinema, user.id, 'active'), { active: false })).statusCode).toBe(403);
    expect((await t.post('cinemaadmin', userUrl(cinema, user.id, 'password'), {})).statusCode).toBe(403);
    const nothing = await t.database.db.selectFrom('staff_users').select('id').where('username', '=', 'ab.user').execute();
    expect(nothing).toEqual([]);
  });

  it('ends a disabled user’s sessions and refuses their login until enabled again', async () => {
    const { user, temporaryPassword } = await create({ firstName: 'Off', lastName: 'Line', username: 'off.line', role: 'door' });
    const cookie = await staffCookie(t.app, 'off.line', temporaryPassword);
    const off = await t.send('cinemaadmin', 'PUT', userUrl(cinema, user.id, 'active'), { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.active).toBe(false);
    expect((await as(cookie, 'GET', '/api/kupa-live/session')).statusCode).toBe(401);
    const refused = await login('off.line', temporaryPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.error).toBe('LOGIN_FAILED');
    expect((await t.send('cinemaadmin', 'PUT', userUrl(cinema, user.id, 'active'), { active: true })).statusCode).toBe(200);
    expect((await login('off.line', temporaryPassword)).statusCode).toBe(200);
  });

  it('resets a password: the new one logs in, the old one and the old sessions no longer work', async () => {
    const { user, temporaryPassword } = await create({ firstName: 'Re', lastName: 'Set', username: 're.set', role: 'box-office' });
    const cookie = await staffCookie(t.app, 're.set', temporaryPassword);
    const res = await t.post('cinemaadmin', userUrl(cinema, user.id, 'password'), {});
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().temporaryPassword as string;
    expect(fresh).not.toBe(temporaryPassword);
    expect((await as(cookie, 'GET', '/api/kupa-live/session')).statusCode).toBe(401);
    expect((await login('re.set', temporaryPassword)).statusCode).toBe(401);
    expect((await login('re.set', fresh)).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('data_json')
      .where('action', '=', 'staff-user.password-reset')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data_json).not.toContain(fresh);
  });

  it('never leaves a business without an active admin', async () => {
    // The theatre's only admin is "manager": demoting or disabling them is refused, and nothing changes.
    const managerId = (await t.get('manager', '/api/kupa-live/session')).json().userId as number;
    const demote = await t.send('manager', 'PUT', userUrl(theatre, managerId, 'role'), { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({ error: 'LAST_ADMIN', message: 'The business cannot be left without an active admin' });
    expect((await t.send('manager', 'PUT', userUrl(cinema, managerId, 'active'), { active: false })).json().error.error).toBe('LAST_ADMIN');
    // In the cinema another admin remains, so the same admin may step down there.
    const stepDown = await t.send('manager', 'PUT', userUrl(cinema, managerId, 'role'), { role: 'manager' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await t.get('manager', usersUrl(cinema))).statusCode).toBe(403);
    const cinemaAdminId = (await t.get('cinemaadmin', '/api/kupa-live/session')).json().userId as number;
    expect((await t.send('cinemaadmin', 'PUT', userUrl(cinema, cinemaAdminId, 'role'), { role: 'door' })).statusCode).toBe(409);
    expect((await t.send('cinemaadmin', 'PUT', userUrl(cinema, managerId, 'role'), { role: 'admin' })).statusCode).toBe(200);
  });

  it('refuses a login in use, bad input naming the field, and a user of another business', async () => {
    const taken = await t.post('manager', usersUrl(cinema), { firstName: 'C', lastName: 'D', username: 'cinema', role: 'door' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.error).toBe('STAFF_USERNAME_TAKEN');
    for (const [body, field] of [
      [{ firstName: 'C', lastName: 'D', username: 'has space', role: 'door' }, 'body.username'],
      [{ firstName: 'C', lastName: 'D', username: 'okname', role: 'owner' }, 'body.role'],
      [{ firstName: '', lastName: 'D', username: 'okname', role: 'door' }, 'body.firstName'],
    ] as const) {
      const res = await t.post('manager', usersUrl(cinema), body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect(await t.database.db.selectFrom('staff_users').select('id').where('username', '=', 'okname').execute()).toEqual([]);
    const theatreUserId = (await t.get('theatre', '/api/kupa-live/session')).json().userId as number;
    const notHere = await t.send('manager', 'PUT', userUrl(cinema, theatreUserId, 'role'), { role: 'door' });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().error.error).toBe('STAFF_USER_NOT_FOUND');
  });

  it('makes a new user choose their own password before any other staff call, and again after a reset', async () => {
    const { user, temporaryPassword } = await create({ firstName: 'New', lastName: 'Comer', username: 'new.comer', role: 'box-office' });
    const first = await login('new.comer', temporaryPassword);
    expect(first.json().mustChangePassword).toBe(true);
    const cookie = await staffCookie(t.app, 'new.comer', temporaryPassword);
    const other = await staffCookie(t.app, 'new.comer', temporaryPassword);
    const refused = await as(cookie, 'GET', '/api/kupa-live/locationTicketSales');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ error: 'PASSWORD_CHANGE_REQUIRED', message: 'Choose a new password before continuing' });
    const hebrew = await t.app.inject({ method: 'GET', url: '/api/kupa-live/locationTicketSales?lang=he', headers: { cookie } });
    expect(hebrew.json().error.message).toBe('יש לבחור סיסמה חדשה לפני שממשיכים');
    expect((await as(cookie, 'GET', '/api/kupa-live/session')).json().mustChangePassword).toBe(true);

    const change = (currentPassword: string, newPassword: string, c = cookie) =>
      as(c, 'POST', '/api/kupa-live/password', { currentPassword, newPassword });
    for (const [current, next, code, field] of [
      [temporaryPassword, 'short', 'VALIDATION_ERROR', 'body.newPassword'],
      [temporaryPassword, temporaryPassword, 'PASSWORD_UNCHANGED', 'body.newPassword'],
      ['not-the-password', 'a-brand-new-password', 'CURRENT_PASSWORD_WRONG', 'body.currentPassword'],
    ] as const) {
      const res = await change(current, next);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error).toMatchObject({ error: code, details: { field } });
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/kupa-live/password',
          payload: { currentPassword: 'x', newPassword: 'y'.repeat(12) },
        })
      ).statusCode,
    ).toBe(401);

    const changed = await change(temporaryPassword, 'a-brand-new-password');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ userId: user.id, mustChangePassword: false });
    expect((await as(cookie, 'GET', '/api/kupa-live/locationTicketSales')).statusCode).toBe(200);
    // The other session opened with the temporary password ended; the temporary password no longer logs in.
    expect((await as(other, 'GET', '/api/kupa-live/session')).statusCode).toBe(401);
    expect((await login('new.comer', temporaryPassword)).statusCode).toBe(401);
    const again = await login('new.comer', 'a-brand-new-password');
    expect(again.statusCode).toBe(200);
    expect(again.json().mustChangePassword).toBe(false);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['business_id', 'data_json'])
      .where('action', '=', 'staff-user.password-changed')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit.map((a) => a.business_id)).toEqual([cinema]);
    expect(audit[0]?.data_json).not.toContain('a-brand-new-password');

    // A reset asks for a change again.
    const reset = await t.post('cinemaadmin', userUrl(cinema, user.id, 'password'), {});
    const fresh = reset.json().temporaryPassword as string;
    expect((await login('new.comer', fresh)).json().mustChangePassword).toBe(true);
    const afterReset = await staffCookie(t.app, 'new.comer', fresh);
    expect((await as(afterReset, 'GET', '/api/kupa-live/locationTicketSales')).json().error.error).toBe('PASSWORD_CHANGE_REQUIRED');
    // Users who were never given a temporary password are not asked.
    expect((await t.get('cinema', '/api/kupa-live/session')).json().mustChangePassword).toBe(false);
  });

  it('removes a user from one business only; the other business keeps them', async () => {
    const { user, temporaryPassword } = await create({
      firstName: 'Both',
      lastName: 'Places',
      username: 'both.places',
      role: 'manager',
      otherBusinesses: [{ businessId: theatre, role: 'door' }],
    });
    const cookie = await staffCookieWithOwnPassword(t.app, 'both.places', temporaryPassword);
    // Only an admin of the business may remove; a box-office user is refused, and so is an admin of the other one.
    expect((await t.send('cinema', 'DELETE', memberUrl(cinema, user.id))).statusCode).toBe(403);
    expect((await t.send('theatre', 'DELETE', memberUrl(cinema, user.id))).statusCode).toBe(403);
    const removed = await t.send('cinemaadmin', 'DELETE', memberUrl(cinema, user.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true, disabled: false });
    expect((await t.get('cinemaadmin', usersUrl(cinema))).json().users.map((u: { id: number }) => u.id)).not.toContain(user.id);
    const theatreUsers = (await t.get('manager', usersUrl(theatre))).json().users as Array<{ id: number; role: string; active: boolean }>;
    expect(theatreUsers.find((u) => u.id === user.id)).toMatchObject({ role: 'door', active: true });
    // The session stays, narrowed at once to the business left.
    const session = await as(cookie, 'GET', '/api/kupa-live/session');
    expect(session.json()).toMatchObject({ businessIds: [theatre], roles: [{ BusinessId: theatre, role: 'door' }] });
    expect((await as(cookie, 'GET', settingsUrl(cinema))).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'DELETE', memberUrl(cinema, user.id))).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('business_id')
      .where('action', '=', 'staff-user.removed')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toEqual([{ business_id: cinema }]);

    // Removed from the last business, the user is disabled as well and their sessions end.
    const last = await t.send('manager', 'DELETE', memberUrl(theatre, user.id));
    expect(last.json()).toEqual({ removed: true, disabled: true });
    expect((await as(cookie, 'GET', '/api/kupa-live/session')).statusCode).toBe(401);
    expect((await login('both.places', 'both.places-own-password')).statusCode).toBe(401);
  });

  it('keeps the last active admin of a business when removing', async () => {
    const managerId = (await t.get('manager', '/api/kupa-live/session')).json().userId as number;
    // "manager" is the theatre's only admin: removing them from it is refused, and nothing changes.
    const refused = await t.send('manager', 'DELETE', memberUrl(theatre, managerId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.error).toBe('LAST_ADMIN');
    expect((await t.get('manager', usersUrl(theatre))).statusCode).toBe(200);
    const { user } = await create({ firstName: 'Sole', lastName: 'Admin', username: 'sole.admin', role: 'admin' });
    // With another active admin in the cinema, an admin may go.
    const gone = await t.send('cinemaadmin', 'DELETE', memberUrl(cinema, user.id));
    expect(gone.statusCode, gone.body).toBe(200);
  });
});
