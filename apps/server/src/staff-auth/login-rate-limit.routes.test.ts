import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-config';
import { DASHBOARD_NOW, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

const MINUTE = 60_000;

describe.each(testEngines())('staff login rate limit on %s', (engine) => {
  let t: TestApp;
  /** A second server over the same database, as another process would be. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(engine, DASHBOARD_NOW, { KUPA_SECURE_COOKIES: 'on', KUPA_TRUST_PROXY: 'loopback' });
    await insertLiveDashboardFixture(t.database.db, t.database.dialect);
    const config = testConfig({
      KUPA_DATA_DIR: t.database.options.dataDir,
      KUPA_WEB_DIST: `${t.database.options.dataDir}/web`,
      KUPA_TRUST_PROXY: 'loopback',
    });
    other = await buildApp({ config, database: t.database, clock: t.clock });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.dispose();
  });

  const login = (app: FastifyInstance, username: string, password: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/kupa-live/login', payload: { username, password }, headers: { 'x-forwarded-for': address } });

  it('sets a Secure cookie when secure cookies are configured on, over plain http too', async () => {
    const res = await login(t.app, 'cinema', 'cinema-pass', '10.0.0.1');
    expect(String(res.headers['set-cookie'])).toContain('; Secure');
  });

  const auditOf = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['entity', 'entity_id', 'data_json']).where('action', '=', action).orderBy('id').execute();

  it('slows a username from one client with growing waits, on every server, with Retry-After', async () => {
    // Failures spread over two servers sharing the database; three are free.
    for (let i = 0; i < 3; i++)
      expect((await login(i % 2 === 0 ? t.app : other, 'Theatre ', 'wrong', '10.0.1.1')).json().error.error).toBe('LOGIN_FAILED');
    expect((await login(other, 'theatre', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    // The fourth failure makes the next attempt from this client wait 15 seconds, the right password too.
    for (const app of [t.app, other]) {
      const refused = await login(app, 'theatre', 'theatre-pass', '10.0.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ error: 'RATE_LIMITED', message: 'יותר מדי ניסיונות, נא לנסות שוב מאוחר יותר' });
      expect(refused.headers['retry-after']).toBe('15');
    }
    t.clock.advance(15_000);
    expect((await login(t.app, 'theatre', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    expect((await login(t.app, 'theatre', 'wrong', '10.0.1.1')).headers['retry-after']).toBe('30');
    t.clock.advance(30_000);
    expect((await login(other, 'theatre', 'theatre-pass', '10.0.1.1')).statusCode).toBe(200);
  });

  it('never locks the real user out from elsewhere: another client logs in with the right password at once', async () => {
    for (let i = 0; i < 12; i++) {
      await login(t.app, 'cinemaadmin', 'wrong', '10.0.5.1');
      t.clock.advance(16 * MINUTE);
    }
    const attacker = await login(t.app, 'cinemaadmin', 'wrong', '10.0.5.1');
    expect(attacker.statusCode).toBe(401);
    expect((await login(t.app, 'cinemaadmin', 'cinemaadmin-pass', '10.0.5.1')).statusCode).toBe(429);
    expect((await login(other, 'cinemaadmin', 'cinemaadmin-pass', '10.0.5.2')).statusCode).toBe(200);
    // The real user's login did not reset the attacker's wait.
    expect((await login(t.app, 'cinemaadmin', 'cinemaadmin-pass', '10.0.5.1')).statusCode).toBe(429);
  });

  it('writes each throttled username and client to the audit log', async () => {
    const throttled = await auditOf('staff.login-throttled');
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]).toMatchObject({ entity: 'staff-username', entity_id: 'theatre' });
    expect(JSON.parse(throttled[0]?.data_json ?? '{}')).toEqual({ clientAddress: '10.0.1.1', failures: 4, retryAfterSeconds: 15 });
    expect(throttled.some((row) => row.entity_id === 'cinemaadmin' && JSON.parse(row.data_json ?? '{}').clientAddress === '10.0.5.1')).toBe(
      true,
    );
  });

  it("clears a username's failures from that client after a successful login", async () => {
    for (let i = 0; i < 3; i++) await login(t.app, 'cinema', 'wrong', '10.0.2.1');
    expect((await login(t.app, 'cinema', 'cinema-pass', '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(t.app, 'cinema', 'wrong', '10.0.2.1')).statusCode).toBe(401);
    expect((await login(t.app, 'cinema', 'cinema-pass', '10.0.2.1')).statusCode).toBe(200);
  });

  it('refuses a client address after 20 failures whatever the usernames, and only that address', async () => {
    for (let i = 0; i < 20; i++) expect((await login(t.app, `guess${i}`, 'wrong', '10.0.3.1')).statusCode).toBe(401);
    const refused = await login(other, 'manager', 'manager-pass', '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect((await login(other, 'manager', 'manager-pass', '10.0.3.2')).statusCode).toBe(200);
    const blocked = await auditOf('staff.login-address-throttled');
    expect(blocked.map((row) => row.entity_id)).toEqual(['10.0.3.1']);
  });

  it('keeps only attempts within the longest window (an hour)', async () => {
    t.clock.advance(61 * MINUTE);
    await login(t.app, 'nobody', 'wrong', '10.0.4.1');
    const rows = await t.database.db.selectFrom('staff_login_attempts').select('attempted_at').execute();
    const oldest = rows.map((r) => r.attempted_at).sort()[0] ?? '';
    expect(new Date(oldest).getTime()).toBeGreaterThan(t.clock.now().getTime() - 60 * MINUTE);
  });
});
