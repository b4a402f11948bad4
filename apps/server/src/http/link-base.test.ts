import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';
import { CUSTOMER_AREA, CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { testEngines } from '../testing/test-database';

const { order, buyerUuid } = CUSTOMER_AREA;
const FORGED = { host: 'evil.example.invalid', 'x-forwarded-host': 'evil.example.invalid', 'x-forwarded-proto': 'http', uuid: buyerUuid };

describe.each(testEngines())('links in messages on %s', (engine) => {
  const sentLink = async (t: CustomerAreaTestApp, mobile: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${order.identifier}/sendTickets?lang=en`,
      payload: { mobileNumber: mobile },
      headers: FORGED,
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', mobile).executeTakeFirstOrThrow();
    return row.body;
  };

  describe('in production mode', () => {
    let t: CustomerAreaTestApp;
    beforeAll(async () => {
      // Even a trusted proxy's X-Forwarded-Host does not make links: only KUPA_PUBLIC_URL does.
      t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, {
        env: { KUPA_PUBLIC_URL: 'https://tickets.example.org', KUPA_TRUST_PROXY: 'loopback' },
      });
    });
    afterAll(async () => t?.dispose());

    it('builds the e-ticket link from KUPA_PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
      const body = await sentLink(t, '0527771111');
      expect(body).toBe(`Your Kupa tickets: https://tickets.example.org/edocument/${order.documentKey}`);
      expect(body).not.toContain('evil');
    });
  });

  describe('in demo mode', () => {
    let t: CustomerAreaTestApp;
    beforeAll(async () => {
      t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, {
        env: { KUPA_MODE: 'demo', HOST: '0.0.0.0', PORT: '8123', KUPA_TRUST_PROXY: 'loopback' },
      });
    });
    afterAll(async () => t?.dispose());

    it('builds the link from the address the server was started with, never from a request header', async () => {
      const body = await sentLink(t, '0527772222');
      expect(body).toBe(`Your Kupa tickets: http://localhost:8123/edocument/${order.documentKey}`);
    });

    it('uses the address the server really listens on once it listens (PORT=0 picks one)', async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (t.app.server.address() as { port: number }).port;
      const body = await sentLink(t, '0527773333');
      expect(body).toBe(`Your Kupa tickets: http://localhost:${port}/edocument/${order.documentKey}`);
    });
  });
});
