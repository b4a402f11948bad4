import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NOW, dashboardUserId, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { staffCookie } from '../testing/staff-login';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

const HOUR = 3_600_000;

describe.each(testEngines())('staff login and sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, DASHBOARD_NOW, { KUPA_TRUST_PROXY: 'loopback' });
    await insertLiveDashboardFixture(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/kupa-live/login?lang=en', payload: { username, password }, headers });
  const session = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/kupa-live/session', headers: cookie ? { cookie } : {} });

  it('logs an operator in with an HttpOnly, SameSite=Lax session cookie and answers the staff session', async () => {
    const res = await login('cinema', 'cinema-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: dashboardUserId('cinema'),
      businessIds: [1],
      businesses: [{ BusinessId: 1, Name: 'Cinema' }],
      FirstName: 'cinema-first',
      LastName: 'cinema-last',
      isAdmin: false,
      roles: [{ BusinessId: 1, role: 'box-office' }],
      menu: [
        { key: 'attendance', path: '/kupa-live/attendance' },
        { key: 'featureMonitor', path: '/kupa-live/v2/features' },
        { key: 'locationTicketSales', path: '/kupa-live/location-ticket-sales' },
        { key: 'featureTicketSales', path: '/kupa-live/feature-ticket-sales' },
        { key: 'presentationSales', path: '/kupa-live/presentation-sales' },
        { key: 'cinemaMonitor', path: '/kupa-live/cinema-monitor' },
        { key: 'waivers', path: '/kupa-live/waivers' },
      ],
      expiresAt: new Date(DASHBOARD_NOW.getTime() + 12 * HOUR).toISOString(),
      mustChangePassword: false,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^kupa_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    // Only the token's SHA-256 is stored.
    const token = setCookie.split(';')[0]?.split('=')[1] ?? '';
    const rows = await t.database.db.selectFrom('staff_sessions').select(['token_hash', 'user_id']).execute();
    expect(rows).toContainEqual({ token_hash: createHash('sha256').update(token).digest('hex'), user_id: dashboardUserId('cinema') });
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const res = await login('cinema', 'cinema-pass', { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['set-cookie'])).toContain('; Secure');
  });

  it('gives administrators the reference-prompt admin page and every business they may see', async () => {
    const body = (await login('manager', 'manager-pass')).json();
    expect(body.businessIds).toEqual([1, 2]);
    expect(body.isAdmin).toBe(true);
    expect(body.menu.at(-1)).toEqual({ key: 'ticketReferencePromptAdmin', path: '/kupa-live/reference-prompt-agents' });
  });

  it('answers LOGIN_FAILED alike for a wrong password, an unknown user and a deactivated user', async () => {
    const wrong = await login('theatre', 'nope');
    const unknown = await login('nobody', 'theatre-pass');
    const retired = await login('retired', 'retired-pass');
    for (const res of [wrong, unknown, retired]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { error: 'LOGIN_FAILED', message: 'Login failed' } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a login without a password with VALIDATION_ERROR naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/kupa-live/login', payload: { username: 'cinema' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'נא לבדוק את הנתונים שהוזנו',
      details: { field: 'body.password' },
    });
  });

  it('answers the current session with the cookie and 401 UNAUTHORIZED without one or with a forged one', async () => {
    const cookie = await staffCookie(t.app, 'theatre', 'theatre-pass');
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: dashboardUserId('theatre'), businessIds: [2] });
    for (const c of [undefined, 'kupa_staff=forged', `kupa_staff=${'x'.repeat(500)}`]) {
      const anonymous = await session(c);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.error).toBe('UNAUTHORIZED');
    }
  });

  it('guards every monitor call: 401 before anything else is looked at', async () => {
    for (const url of [
      '/api/kupa-live/getCinemaFilterData',
      '/api/kupa-live/attendanceByDate/not-a-date/2026-01-01',
      '/api/kupa-live/monitors/CinemaMonitor/data',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.error).toBe('UNAUTHORIZED');
    }
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/kupa-live/editReferencePromptOptionQuantity/1/1/3/1',
      payload: { reference: 'Sea Hotel', quantity: 1 },
    });
    expect(edit.statusCode).toBe(401);
  });

  it('logs out: the session is deleted and its cookie cleared; logging out again is harmless', async () => {
    const cookie = await staffCookie(t.app, 'cinema', 'cinema-pass');
    const before = await t.database.db.selectFrom('staff_sessions').select('token_hash').execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/kupa-live/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(/^kupa_staff=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const after = await t.database.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(after).toHaveLength(before.length - 1);
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/kupa-live/logout', headers: { cookie } })).statusCode).toBe(200);
  });

  it('publishes every kupa-live call with its answer schema in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const paths = Object.keys(docs.paths).filter((p) => p.startsWith('/api/kupa-live/'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/kupa-live/login',
        '/api/kupa-live/attendanceByDate/{from}/{to}',
        '/api/kupa-live/attendanceByDatePresentationBox/{date}/{locationId}/{drillBy}/{id}',
        '/api/kupa-live/monitors/CinemaMonitor/data',
        '/api/kupa-live/v2/presentationData',
        '/api/kupa-live/editReferencePromptOptionQuantity/1/{priceType}/{priceId}/{priceRowId}',
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(25);
    for (const path of paths) {
      for (const operation of Object.values(docs.paths[path]) as Array<{
        responses: Record<string, { content: { 'application/json': { schema: unknown } } }>;
      }>) {
        expect(operation.responses['200']?.content['application/json'].schema, path).toBeTruthy();
      }
    }
  });

  it('slides the expiry 12 hours after each use and ends an idle session', async () => {
    const cookie = await staffCookie(t.app, 'manager', 'manager-pass');
    t.clock.advance(11 * HOUR);
    const used = await session(cookie);
    expect(used.json().expiresAt).toBe(new Date(DASHBOARD_NOW.getTime() + 23 * HOUR).toISOString());
    t.clock.advance(2 * HOUR); // 13 hours after login, 2 after the last use
    expect((await session(cookie)).statusCode).toBe(200);
    t.clock.advance(12 * HOUR); // 12 idle hours
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.error).toBe('UNAUTHORIZED');
    t.clock.set(DASHBOARD_NOW);
  });
});
