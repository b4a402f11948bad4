import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, VerificationState } from './payment-provider';
import { langOf, sandboxPagesRoutes } from './sandbox-pages.routes';

describe('langOf (the sandbox pages language)', () => {
  it('takes ?lang= first, then the language of the page the buyer returns to, else Hebrew', () => {
    expect(langOf({ lang: 'en' }, '/order/1?paymentIdentifier=p&lang=he')).toBe('en');
    expect(langOf({ lang: 'he' }, '/order/1?lang=en')).toBe('he');
    expect(langOf({}, '/order/1?paymentIdentifier=p&lang=en')).toBe('en');
    expect(langOf({}, '/order/1?paymentIdentifier=p')).toBe('he');
    expect(langOf({ lang: 'fr' }, null)).toBe('he');
    expect(langOf(undefined)).toBe('he');
  });
});

describe('the sandbox verification page', () => {
  const app = Fastify();
  const waiting = (returnPath: string | null): VerificationState => ({
    status: 'requires_verification',
    verificationId: 'ver_1',
    verificationPath: '/sandbox/payments/verify/ver_1',
    returnPath,
  });
  let returnPath: string | null = null;
  // Only the verification look-up is used by the GET page.
  const provider = { getVerification: async () => waiting(returnPath) } as unknown as PaymentProvider;

  beforeAll(async () => {
    await app.register(sandboxPagesRoutes, { provider });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('speaks the language the buyer was paying in (an English order comes back to an English page)', async () => {
    returnPath = '/order/7?paymentIdentifier=pay_1&lang=en';
    const english = await app.inject({ method: 'GET', url: '/sandbox/payments/verify/ver_1' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('action="/sandbox/payments/verify/ver_1?lang=en"');

    returnPath = '/order/7?paymentIdentifier=pay_1&lang=he';
    const hebrew = await app.inject({ method: 'GET', url: '/sandbox/payments/verify/ver_1' });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
  });
});
