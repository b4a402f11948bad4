import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NOW, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

/** The attributes of one Set-Cookie header, lower-cased, without its value. */
const attributesOf = (setCookie: string | string[] | undefined, name: string): string[] => {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${String(setCookie)}`);
  return line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase().replace(/=.*/, ''));
};

describe.each(testEngines())('security headers and cookie attributes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The only trusted proxy is the test's own (loopback) connection.
    t = await createTestApp(engine, DASHBOARD_NOW, { KUPA_TRUST_PROXY: '127.0.0.1' });
    await insertLiveDashboardFixture(t.database.db, t.database.dialect);
  });
  afterAll(async () => t?.dispose());

  const overHttps = { 'x-forwarded-proto': 'https' };

  it('sends a Content-Security-Policy without inline scripts, and Permissions-Policy, on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    }
  });

  it('puts the initial state in a JSON data block: the page has no inline script', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((attributes) => / src=/.test(attributes) || attributes.includes('type="application/json"'))).toBe(true);
    expect(page).not.toContain('window.__KUPA_INITIAL_STATE__');
  });

  it('sends Strict-Transport-Security over https only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: overHttps })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    // A client that is not a trusted proxy cannot claim https.
    const spoofed = await t.app.inject({ method: 'GET', url: '/api/health', headers: overHttps, remoteAddress: '203.0.113.9' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the staff session and uuid cookies Secure over https and not over http, sessions HttpOnly, all SameSite=Lax', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/kupa-live/login', payload: { username: 'cinema', password: 'cinema-pass' }, headers });
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/', headers });
    const http = [
      attributesOf((await login({})).headers['set-cookie'], 'kupa_staff'),
      attributesOf((await page({})).headers['set-cookie'], 'uuid'),
    ];
    const https = [
      attributesOf((await login(overHttps)).headers['set-cookie'], 'kupa_staff'),
      attributesOf((await page(overHttps)).headers['set-cookie'], 'uuid'),
    ];
    for (const attributes of http) expect(attributes).not.toContain('secure');
    for (const attributes of https) expect(attributes).toContain('secure');
    for (const attributes of [...http, ...https]) expect(attributes).toContain('samesite');
    expect(http[0]).toContain('httponly');
    expect(https[0]).toContain('httponly');
    // The uuid is the web app's to read (it sends it as the uuid header): not HttpOnly, by the policy.
    expect(http[1]).not.toContain('httponly');
  });
});
