import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { cameOverHttps, clientAddressOf } from './client-address';

/** The real app with one extra route that answers what the client-address policy decided. */
const appWithProbe = (engine: 'sqlite' | 'postgres', env: Record<string, string>) =>
  createTestApp(engine, FIXTURE_NOW, env, {
    beforeReady: (app) =>
      app.get('/test/client', async (request) => ({ address: clientAddressOf(request), https: cameOverHttps(request) })),
  });

describe.each(testEngines())('the client address on %s', (engine) => {
  const codeRequest = (t: TestApp, i: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-login?lang=en',
      payload: { mobileNumber: `05000000${String(i).padStart(2, '0')}` },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  describe('with no trusted proxy (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWithProbe(engine, {});
    });
    afterAll(async () => t?.dispose());

    it('ignores X-Forwarded-For and X-Forwarded-Proto from the client', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/test/client',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' },
      });
      expect(res.json()).toEqual({ address: '203.0.113.7', https: false });
    });

    it('counts every spoofed X-Forwarded-For against the real address in the SMS login limit', async () => {
      for (let i = 0; i < 20; i++) expect((await codeRequest(t, i, `10.66.0.${i}`)).statusCode).toBe(404);
      const refused = await codeRequest(t, 20, '10.66.0.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.error).toBe('RATE_LIMITED');
    });
  });

  describe('behind a configured proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWithProbe(engine, { KUPA_TRUST_PROXY: '127.0.0.1, 10.1.0.0/16' });
    });
    afterAll(async () => t?.dispose());

    it('takes the forwarded address and protocol from the proxy, and only from it', async () => {
      const viaProxy = await t.app.inject({
        method: 'GET',
        url: '/test/client',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' },
      });
      expect(viaProxy.json()).toEqual({ address: '198.51.100.1', https: true });
      // A chain: the client put a fake address in front; the proxy appended the real one, which wins.
      const chained = await t.app.inject({
        method: 'GET',
        url: '/test/client',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.2' },
      });
      expect(chained.json().address).toBe('198.51.100.2');
      const direct = await t.app.inject({
        method: 'GET',
        url: '/test/client',
        remoteAddress: '203.0.113.8',
        headers: { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' },
      });
      expect(direct.json()).toEqual({ address: '203.0.113.8', https: false });
    });

    it('counts the SMS login limit per forwarded client address', async () => {
      for (let i = 0; i < 21; i++) expect((await codeRequest(t, i, `10.77.0.${i}`)).statusCode).toBe(404);
    });
  });
});
