import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security-headers';

const CAPTCHA_ENV = {
  KUPA_CAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
  KUPA_CAPTCHA_SECRET: 'test-secret',
  KUPA_CAPTCHA_SITE_KEY: 'site-key_123',
};

const initialStateOf = (page: string): Record<string, unknown> =>
  JSON.parse(/<script type="application\/json" id="kupa-initial-state">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

describe('the captcha of the web app: site key, script and Content-Security-Policy', () => {
  it('allows no captcha origin without a captcha, and only its origins with one', () => {
    expect(contentSecurityPolicy()).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toContain('google');
    const google = contentSecurityPolicy('https://www.google.com/recaptcha/api.js');
    expect(google).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;");
    expect(google).toContain("frame-src 'self' https://www.google.com");
    expect(google).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(contentSecurityPolicy('https://hcaptcha.example/1/api.js')).toContain("script-src 'self' https://hcaptcha.example;");
  });

  it('reads KUPA_CAPTCHA_SITE_KEY only with the captcha on, with the default script address', () => {
    expect(loadConfig({ ...CAPTCHA_ENV }, { serving: false }).captchaWidget).toEqual({
      siteKey: 'site-key_123',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
    expect(loadConfig({}, { serving: false }).captchaWidget).toBeNull();
    expect(() => loadConfig({ KUPA_CAPTCHA_SITE_KEY: 'k' }, { serving: false })).toThrow(/KUPA_CAPTCHA_SITE_KEY/);
  });

  describe.each([
    ['configured', CAPTCHA_ENV],
    ['not configured', {}],
  ] as const)('an app with the captcha %s', (name, env) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', CUSTOMER_AREA_NOW, env);
    });
    afterAll(async () => t?.dispose());

    it('sends the site key in the page and the matching policy', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      if (name === 'configured') {
        expect(initialStateOf(page.body).captcha).toEqual({
          siteKey: 'site-key_123',
          scriptUrl: 'https://www.google.com/recaptcha/api.js',
        });
        expect(csp).toContain('https://www.gstatic.com');
      } else {
        expect(initialStateOf(page.body).captcha).toBeNull();
        expect(csp).toBe(CONTENT_SECURITY_POLICY);
      }
    });
  });
});
