import { fixedClock } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider';
import { buildApp } from '../app';
import { FIXTURE_NOW } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { createTestDatabase, testEngines } from '../testing/test-database';
import { enqueueOutboxMessage } from './outbox-writer';

describe.each(testEngines())('the sandbox inbox on %s', (engine) => {
  const enqueueCode = (t: TestApp) =>
    enqueueOutboxMessage(
      t.database.db,
      { businessId: null, channel: 'sms', recipient: '0521234567', template: 'login-code', body: 'code 123456' },
      t.clock.now(),
    );

  describe('outside demo mode (KUPA_MODE unset: production)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, FIXTURE_NOW);
    });
    afterAll(async () => t?.dispose());

    it('does not exist: 404 NOT_FOUND even when there are messages, and the API description does not list it', async () => {
      await enqueueCode(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox?recipient=0521234567' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.error).toBe('NOT_FOUND');
      expect(res.body).not.toContain('123456');
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(Object.keys(docs.json().paths)).not.toContain('/api/sandbox/outbox');
    });
  });

  describe('in demo mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, FIXTURE_NOW, { KUPA_MODE: 'demo' });
    });
    afterAll(async () => t?.dispose());

    it('shows the messages to a recipient', async () => {
      await enqueueCode(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox?recipient=0521234567' });
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0]).toMatchObject({ template: 'login-code', body: 'code 123456' });
    });
  });
});

describe('demo mode with a real provider', () => {
  it('refuses to build the app unless forced', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const clock = fixedClock(FIXTURE_NOW);
      const sandbox = new SandboxPaymentProvider({ clock, database });
      // A provider that moves real money: everything of the sandbox's but its marker.
      const real = new Proxy(sandbox, { get: (target, key) => (key === 'sandbox' ? false : Reflect.get(target, key)) });
      const env = { KUPA_MODE: 'demo', KUPA_DATA_DIR: database.options.dataDir, KUPA_WEB_DIST: `${database.options.dataDir}/web` };
      await expect(buildApp({ config: testConfig(env), database, clock, checkout: { paymentProvider: real } })).rejects.toThrow(
        /demo mode refuses a real payment provider/,
      );
      const forced = await buildApp({
        config: testConfig({ ...env, KUPA_DEMO_FORCE: 'on' }),
        database,
        clock,
        checkout: { paymentProvider: real },
      });
      await forced.close();
    } finally {
      await database.dispose();
    }
  });
});
