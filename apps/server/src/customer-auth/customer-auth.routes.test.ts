import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { testEngines } from '../testing/test-database';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';

const MINUTE = 60_000;
const { member, stranger } = CUSTOMER_AREA;

describe.each(testEngines())('customer login by SMS code on %s', (engine) => {
  let t: CustomerAreaTestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, {
      env: { KUPA_SECURE_COOKIES: 'on', KUPA_MODE: 'demo', KUPA_TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => t?.dispose());

  /** Each test speaks from its own client address unless it says otherwise, so address limits do not leak between tests. */
  const nextAddress = () => `10.1.0.${++address}`;
  const requestCode = (mobileNumber: string, extra: Record<string, unknown> = {}, ip = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-login?lang=en',
      payload: { mobileNumber, ...extra },
      headers: { 'x-forwarded-for': ip },
    });
  const validate = (mobileNumber: string, smsCode: string, ip = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-login-validation-area?lang=en',
      payload: { mobileNumber, smsCode },
      headers: { 'x-forwarded-for': ip },
    });
  const refresh = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/customer/refresh?lang=en', headers: cookie ? { cookie } : {} });
  /** The code of the newest SMS to a number, read from the outbox as the sandbox inbox shows it. */
  const latestCode = async (mobile: string): Promise<string> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox?recipient=${mobile}` });
    const sms = res.json().messages.find((m: { template: string }) => m.template === 'login-code');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    if (!code) throw new Error('no login code in the outbox');
    return code;
  };
  const sessionCookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0] ?? '';
  /** Another code than the right one. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Forgets the codes of a number, so a test starts below its per-number limit. */
  const forgetCodes = async (mobile: string) => t.database.db.deleteFrom('customer_login_codes').where('mobile', '=', mobile).execute();

  it('sends a code by SMS, stores only its hash, and logs the member in with an HttpOnly cookie', async () => {
    const sent = await requestCode('+972-52-123-4567');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    const code = await latestCode(member.mobile);
    const stored = await t.database.db.selectFrom('customer_login_codes').selectAll().where('mobile', '=', member.mobile).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(code);
    expect(stored[0]?.expires_at).toBe(new Date(CUSTOMER_AREA_NOW.getTime() + 10 * MINUTE).toISOString());

    const res = await validate('052 123 4567', code);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^kupa_customer=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    const info = res.json().customerInfo;
    expect(info).toMatchObject({
      CustomerId: member.customerId,
      FirstName: 'נועה',
      SSN: member.ssn,
      MobileNumber1: member.mobile,
      IsEmailAllowed: true,
      LoyaltyPoints: 40,
    });
    expect(info.MagCards).toEqual([{ id: 1, last4: '4242', brand: 'visa', expMonth: 12, expYear: 2028, isDeleted: false }]);
    expect(info.members).toEqual([
      {
        memberNumber: member.memberNumber,
        membershipId: 30,
        membershipName: 'Annual membership',
        startDate: '2026-08-13',
        endDate: '2027-08-12',
        isExpired: false,
        isNotStarted: false,
        allowsHold: true,
        balance: 9,
        // One points balance: the membership shows the customer's loyalty points.
        pointsBalance: 40,
      },
    ]);
    expect(JSON.stringify(res.json())).not.toContain('tok_secret');

    // The code is used up.
    expect((await validate(member.mobile, code)).json().error.error).toBe('INVALID_SMS_CODE');
    // The session answers refresh, and covers the number's customer record in the other business too.
    const again = await refresh(sessionCookie(res));
    expect(again.json().customerInfo.CustomerId).toBe(member.customerId);
    const session = await t.area.auth.sessionOf(decodeURIComponent(sessionCookie(res).split('=')[1] ?? ''));
    expect(session).toEqual({
      mobile: member.mobile,
      customers: [
        { businessId: 1, customerId: member.customerId },
        { businessId: 2, customerId: CUSTOMER_AREA.memberElsewhere.customerId },
      ],
    });
  });

  it('answers CUSTOMER_NOT_FOUND for an unknown number, and with sendSmsRegardless makes the customer at login', async () => {
    const unknown = await requestCode('0501230000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.error).toBe('CUSTOMER_NOT_FOUND');
    expect(await t.database.db.selectFrom('outbox').select('id').where('recipient', '=', '0501230000').execute()).toEqual([]);

    expect((await requestCode('0501230000', { sendSmsRegardlessOfCustomerExistence: true, presentationId: 5001 })).statusCode).toBe(200);
    const res = await validate('0501230000', await latestCode('0501230000'));
    expect(res.statusCode).toBe(200);
    const created = await t.database.db.selectFrom('customers').select(['id', 'business_id']).where('mobile', '=', '0501230000').execute();
    expect(created).toEqual([{ id: res.json().customerInfo.CustomerId, business_id: 1 }]);
    expect(res.json().customerInfo).toMatchObject({ FirstName: null, MagCards: [], members: [] });
  });

  it('refuses a malformed number', async () => {
    const res = await requestCode('12345678901');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.error).toBe('VALIDATION_ERROR');
  });

  it('lets a code expire after 10 minutes', async () => {
    await forgetCodes(stranger.mobile);
    await requestCode(stranger.mobile);
    const code = await latestCode(stranger.mobile);
    t.clock.advance(10 * MINUTE);
    expect((await validate(stranger.mobile, code)).json().error.error).toBe('INVALID_SMS_CODE');
  });

  it('kills a code after 5 wrong guesses, even for the right code afterwards', async () => {
    await forgetCodes(stranger.mobile);
    await requestCode(stranger.mobile);
    const code = await latestCode(stranger.mobile);
    for (let i = 0; i < 5; i++) {
      const res = await validate(stranger.mobile, wrong(code));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ error: 'INVALID_SMS_CODE', message: 'The code is not valid' });
    }
    expect((await validate(stranger.mobile, code)).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('customer_login_codes')
      .select(['attempts', 'consumed_at'])
      .where('mobile', '=', stranger.mobile)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, consumed_at: null });
  });

  it('accepts only the newest code of a number', async () => {
    await forgetCodes(stranger.mobile);
    await requestCode(stranger.mobile);
    const first = await latestCode(stranger.mobile);
    t.clock.advance(1000);
    await requestCode(stranger.mobile);
    const second = await latestCode(stranger.mobile);
    if (first !== second) expect((await validate(stranger.mobile, first)).statusCode).toBe(401);
    expect((await validate(stranger.mobile, second)).statusCode).toBe(200);
  });

  it('sends at most 3 codes per number in 15 minutes, then RATE_LIMITED with Retry-After', async () => {
    await forgetCodes(stranger.mobile);
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(stranger.mobile)).statusCode).toBe(200);
      t.clock.advance(MINUTE);
    }
    const refused = await requestCode(stranger.mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.error).toBe('RATE_LIMITED');
    // The first code was 3 minutes ago: it leaves the window in 12 minutes.
    expect(refused.headers['retry-after']).toBe(String(12 * 60));
    t.clock.advance(12 * MINUTE);
    expect((await requestCode(stranger.mobile)).statusCode).toBe(200);
  });

  it('answers at most 20 code requests per client address in 15 minutes, unknown numbers included', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) {
      const res = await requestCode(`05000000${String(i).padStart(2, '0')}`, {}, ip);
      expect(res.statusCode).toBe(404);
    }
    const refused = await requestCode(member.mobile, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await forgetCodes(member.mobile);
    expect((await requestCode(member.mobile, {}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('stops a client address after 20 wrong codes in 15 minutes (guessing many numbers), with the time to wait', async () => {
    t.clock.advance(16 * MINUTE);
    const ip = '10.9.8.7';
    const numbers = ['0500000101', '0500000102', '0500000103', '0500000104', '0500000105'];
    for (const mobile of numbers) expect((await requestCode(mobile, { sendSmsRegardlessOfCustomerExistence: true })).statusCode).toBe(200);
    for (const mobile of numbers) {
      const code = await latestCode(mobile);
      for (let i = 0; i < 4; i++) expect((await validate(mobile, wrong(code), ip)).json().error.error).toBe('INVALID_SMS_CODE');
    }
    // The right code of the last number, still alive (4 guesses), is refused from that address: it is guessing.
    const last = numbers[4] ?? '';
    const limited = await validate(last, await latestCode(last), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.error).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await validate(last, await latestCode(last), '10.9.8.8')).statusCode).toBe(200);
  });

  it('slides the session 30 minutes past each use, and ends it after 30 idle minutes', async () => {
    await forgetCodes(member.mobile);
    await requestCode(member.mobile);
    const cookie = sessionCookie(await validate(member.mobile, await latestCode(member.mobile)));
    t.clock.advance(25 * MINUTE);
    expect((await refresh(cookie)).json().customerInfo?.CustomerId).toBe(member.customerId);
    t.clock.advance(25 * MINUTE);
    expect((await refresh(cookie)).json().customerInfo?.CustomerId).toBe(member.customerId);
    t.clock.advance(30 * MINUTE);
    expect((await refresh(cookie)).json()).toEqual({ customerInfo: null });
  });

  it('logs out on both paths: the session row is deleted and the cookie cleared', async () => {
    for (const url of ['/api/customer/logout', '/api/customer-area/logout']) {
      await forgetCodes(member.mobile);
      await requestCode(member.mobile);
      const cookie = sessionCookie(await validate(member.mobile, await latestCode(member.mobile)));
      const before = await t.database.db.selectFrom('customer_sessions').select('token_hash').execute();
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect(String(res.headers['set-cookie'])).toMatch(/^kupa_customer=;/);
      expect(await t.database.db.selectFrom('customer_sessions').select('token_hash').execute()).toHaveLength(before.length - 1);
      expect((await refresh(cookie)).json()).toEqual({ customerInfo: null });
      // Logging out again, or without a session, is harmless.
      expect((await t.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('answers null customer info without a cookie or with a forged one', async () => {
    expect((await refresh()).json()).toEqual({ customerInfo: null });
    expect((await refresh('kupa_customer=forged-token')).json()).toEqual({ customerInfo: null });
  });

  it('never writes a code, an ID number or a session token to the logs', async () => {
    await forgetCodes(member.mobile);
    await requestCode(member.mobile);
    const code = await latestCode(member.mobile);
    await validate(member.mobile, wrong(code));
    const res = await validate(member.mobile, code);
    const token = sessionCookie(res).split('=')[1] ?? '';
    await refresh(sessionCookie(res));
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('/api/customer/mobile-login-validation-area');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(wrong(code));
    expect(logs).not.toContain(member.ssn);
    expect(logs).not.toContain(token);
  });
});
