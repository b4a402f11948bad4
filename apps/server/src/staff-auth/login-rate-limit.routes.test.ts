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

  it('refuses a username after 5 failures in 15 minutes, on every server, with Retry-After', async () => {
    // Failures spread over two servers sharing the database, one minute apart.
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 === 0 ? t.app : other, 'Theatre ', 'wrong', `10.0.1.${i}`);
      expect(res.json().error.error).toBe('LOGIN_FAILED');
      t.clock.advance(MINUTE);
    }
    // The right password does not help now, from anywhere; the answer says when to come back.
    for (const app of [t.app, other]) {
      const refused = await login(app, 'theatre', 'theatre-pass', '10.0.1.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ error: 'RATE_LIMITED', message: 'יותר מדי ניסיונות, נא לנסות שוב מאוחר יותר' });
      // The oldest failure was 5 minutes ago: it leaves the window in 10 minutes.
      expect(refused.headers['retry-after']).toBe('600');
    }
    t.clock.advance(10 * MINUTE);
    expect((await login(other, 'theatre', 'theatre-pass', '10.0.1.99')).statusCode).toBe(200);
  });

  it("clears a username's failures after a successful login", async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'cinemaadmin', 'wrong', '10.0.2.1');
    expect((await login(t.app, 'cinemaadmin', 'cinemaadmin-pass', '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, 'cinemaadmin', 'wrong', '10.0.2.2')).statusCode).toBe(401);
    expect((await login(t.app, 'cinemaadmin', 'cinemaadmin-pass', '10.0.2.2')).statusCode).toBe(200);
  });

  it('refuses a client address after 20 failures whatever the usernames, and only that address', async () => {
    for (let i = 0; i < 20; i++) expect((await login(t.app, `guess${i}`, 'wrong', '10.0.3.1')).statusCode).toBe(401);
    const refused = await login(other, 'manager', 'manager-pass', '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect((await login(other, 'manager', 'manager-pass', '10.0.3.2')).statusCode).toBe(200);
  });

  it('keeps only attempts within the window', async () => {
    t.clock.advance(16 * MINUTE);
    await login(t.app, 'nobody', 'wrong', '10.0.4.1');
    const rows = await t.database.db.selectFrom('staff_login_attempts').select('attempted_at').execute();
    const oldest = rows.map((r) => r.attempted_at).sort()[0] ?? '';
    expect(new Date(oldest).getTime()).toBeGreaterThan(t.clock.now().getTime() - 15 * MINUTE);
  });
});
