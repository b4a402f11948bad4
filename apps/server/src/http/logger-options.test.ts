import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';
import { CUSTOMER_AREA, CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { testEngines } from '../testing/test-database';
import { redactUrl } from './logger-options';

describe('redactUrl', () => {
  it('masks e-ticket keys in the page and API paths', () => {
    expect(redactUrl('/edocument/Ab_3-xYz0123456789abcd')).toBe('/edocument/[redacted]');
    expect(redactUrl('/api/edocuments/Ab_3-xYz0123456789abcd?lang=en')).toBe('/api/edocuments/[redacted]?lang=en');
    // The waiver page is reached by the same key (issue 11).
    expect(redactUrl('/waiver/Ab_3-xYz0123456789abcd')).toBe('/waiver/[redacted]');
    expect(redactUrl('/api/waivers/Ab_3-xYz0123456789abcd?lang=he')).toBe('/api/waivers/[redacted]?lang=he');
  });

  it('masks voucher references (bearer secrets that pay) in the page and API paths, not the voucher list', () => {
    expect(redactUrl('/voucher/K7MQ-4QX2-9HTB?lang=he')).toBe('/voucher/[redacted]?lang=he');
    expect(redactUrl('/api/system-vouchers/view/K7MQ-4QX2-9HTB')).toBe('/api/system-vouchers/view/[redacted]');
    expect(redactUrl('/api/system-vouchers?lang=en')).toBe('/api/system-vouchers?lang=en');
  });

  it('masks secret query parameters and mobile numbers anywhere, and keeps the rest', () => {
    expect(redactUrl('/api/sandbox/outbox?recipient=0521234567&lang=he')).toBe('/api/sandbox/outbox?recipient=[redacted]&lang=he');
    expect(redactUrl('/x?token=abc&code=123456&idempotencyKey=k1&presentationId=5')).toBe(
      '/x?token=[redacted]&code=[redacted]&idempotencyKey=[redacted]&presentationId=5',
    );
    expect(redactUrl('/api/customers/052-123-4567/orders?q=%2B972501234567')).toBe('/api/customers/[redacted]/orders?q=[redacted]');
    expect(redactUrl('/api/presentations/1234567?lang=en')).toBe('/api/presentations/1234567?lang=en');
  });
});

describe.each(testEngines())('request logs on %s', (engine) => {
  let t: CustomerAreaTestApp;
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, { env: { KUPA_MODE: 'demo' } });
  });
  afterAll(async () => t?.dispose());

  it('never carry an e-ticket key or a mobile number', async () => {
    const { documentKey } = CUSTOMER_AREA.order;
    expect((await t.app.inject({ method: 'GET', url: `/api/edocuments/${documentKey}?lang=en` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox?recipient=0529876543' });
    await t.app.inject({ method: 'POST', url: '/api/customer/mobile-login', payload: { mobileNumber: '0529876543' } });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/edocuments/[redacted]?lang=en');
    expect(logs).toContain('recipient=[redacted]');
    expect(logs).not.toContain(documentKey);
    expect(logs).not.toContain('0529876543');
  });
});
