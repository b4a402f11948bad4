import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../testing/sms-login';
import { CUSTOMER_AREA, CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { testEngines } from '../testing/test-database';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';
import { CAPTCHA_TEST_FAIL_TOKEN } from './captcha';
import { issueLoginLink, PURCHASE_LINK_TTL_MS } from './login-links';
import { hashPassword } from './password';

const MINUTE = 60_000;
const PASSWORD = 'Correct-horse-9';
const { member, stranger } = CUSTOMER_AREA;
/** A customer with an e-mail address and no mobile number on file (made in beforeAll). */
const emailOnly = { customerId: 9101, ssn: '200000008', email: 'dana.mail@example.com', memberNumber: 'M910101' };

describe.each(testEngines())('customer area logins beyond the SMS code on %s', (engine) => {
  let t: CustomerAreaTestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, {
      env: { KUPA_SECURE_COOKIES: 'auto', KUPA_MODE: 'demo', KUPA_TRUST_PROXY: 'loopback' },
    });
    const db = t.database.db;
    await db
      .updateTable('businesses')
      .set({
        settings_json: JSON.stringify({
          customerArea: { loginMethod: 'byPhone', loginMethods: ['byEmail', 'byId', 'byReservation', 'byMember'] },
        }),
      })
      .where('id', '=', 1)
      .execute();
    await db
      .updateTable('customers')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', member.customerId)
      .execute();
    await db
      .insertInto('customers')
      .values({
        id: emailOnly.customerId,
        business_id: 1,
        first_name: 'Dana',
        last_name: 'Mail',
        ssn: emailOnly.ssn,
        email: emailOnly.email,
        mobile: null,
        address1: null,
        address2: null,
        city: null,
        postal_code: null,
        date_of_birth: null,
        license_plate: null,
        password_hash: null,
        is_email_allowed: 1,
        is_sms_allowed: 0,
        is_digitel: 0,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const { id: _id, ...someMember } = await db.selectFrom('members').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto('members')
      .values({ ...someMember, customer_id: emailOnly.customerId, member_number: emailOnly.memberNumber })
      .execute();
  });
  afterAll(async () => t?.dispose());

  const nextAddress = () => `10.2.0.${++address}`;
  const post = (url: string, payload: Record<string, unknown>, ip = nextAddress(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${url}?lang=en`, payload, headers: { 'x-forwarded-for': ip, ...headers } });
  const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/customer/refresh', payload: {}, headers: { cookie } });
  const codeIn = async (mobile: string) => {
    const sms = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', mobile)
      .where('template', '=', 'login-code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
  };
  const errorCode = (res: LightMyRequestResponse) => (res.json() as { error?: { error?: string } }).error?.error;

  it('lists the tenant methods, the default first, and says the captcha is off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/login-methods' });
    expect(res.json()).toEqual({ methods: ['byPhone', 'byEmail', 'byId', 'byReservation', 'byMember'], captcha: false });
    const other = await t.app.inject({ method: 'GET', url: '/api/customer/login-methods?businessId=2' });
    expect(other.json()).toEqual({ methods: ['byPhone'], captcha: false });
  });

  describe('e-mail and password', () => {
    it('logs in with the right pair (any case of the e-mail) and sets an HttpOnly SameSite=Lax session cookie', async () => {
      const res = await post('/api/customer/login', { email: member.email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customerInfo.CustomerId).toBe(member.customerId);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/kupa_customer=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      expect((await refresh(sessionCookieOf(res))).json().customerInfo.CustomerId).toBe(member.customerId);
    });

    it('marks the cookie Secure when the request came over https through the trusted proxy', async () => {
      const res = await post('/api/customer/login', { email: member.email, password: PASSWORD }, nextAddress(), {
        'x-forwarded-proto': 'https',
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    });

    it('answers LOGIN_FAILED alike for a wrong password and an unknown e-mail, and sets no cookie', async () => {
      for (const payload of [
        { email: member.email, password: 'wrong-password' },
        { email: 'nobody@example.com', password: PASSWORD },
      ]) {
        const res = await post('/api/customer/login', payload);
        expect(res.statusCode).toBe(401);
        expect(errorCode(res)).toBe('LOGIN_FAILED');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('stops guessing one e-mail after 5 failures, even from new addresses, with the time to wait', async () => {
      const email = 'victim@example.com';
      for (let i = 0; i < 5; i++)
        expect(errorCode(await post('/api/customer/login', { email, password: `guess-${i}` }))).toBe('LOGIN_FAILED');
      const limited = await post('/api/customer/login', { email, password: 'guess-5' });
      expect(limited.statusCode).toBe(429);
      expect(errorCode(limited)).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses an invalid captcha before looking at the password', async () => {
      const res = await post('/api/customer/login', { email: member.email, password: PASSWORD, recaptchaToken: CAPTCHA_TEST_FAIL_TOKEN });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('CAPTCHA_ERROR');
      expect(res.json().error.message).toBe('Invalid captcha');
    });

    it('refuses malformed input', async () => {
      expect((await post('/api/customer/login', { email: member.email })).statusCode).toBe(400);
    });
  });

  describe('ID, reservation and member numbers', () => {
    const requestByNumber = (by: string, value: string, ip = nextAddress()) => post('/api/customer/number-login', { by, value }, ip);
    const validate = (loginRequest: string, smsCode: string) => post('/api/customer/number-login-validation', { loginRequest, smsCode });

    it.each([
      ['ssn', member.ssn],
      ['member', member.memberNumber],
    ])('by %s: texts a code to the mobile on file (never shown) and logs in with it once', async (by, value) => {
      t.clock.advance(16 * MINUTE); // a fresh per-number window
      const sent = await requestByNumber(by, value);
      expect(sent.statusCode, sent.body).toBe(200);
      const { loginRequest, channel } = sent.json() as { loginRequest: string; channel: string };
      expect(channel).toBe('sms');
      expect(sent.body).not.toContain(member.mobile);
      const code = await codeIn(member.mobile);
      const res = await validate(loginRequest, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customerInfo.CustomerId).toBe(member.customerId);
      const replay = await validate(loginRequest, code);
      expect(replay.statusCode).toBe(401);
      expect(errorCode(replay)).toBe('INVALID_SMS_CODE');
    });

    it('by reservation number: the customer of the order gets the code on the mobile on file', async () => {
      t.clock.advance(16 * MINUTE);
      const sent = await requestByNumber('reservation', CUSTOMER_AREA.memberOrder.identifier);
      expect(sent.statusCode, sent.body).toBe(200);
      const { loginRequest } = sent.json() as { loginRequest: string };
      const res = await validate(loginRequest, await codeIn(member.mobile));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customerInfo.MobileNumber1).toBe(member.mobile);
      expect(errorCode(await requestByNumber('reservation', 'KPA-0000'))).toBe('CUSTOMER_NOT_FOUND');
    });

    it('refuses an ID number whose check digit is wrong, and an unknown number with CUSTOMER_NOT_FOUND', async () => {
      const badId = await requestByNumber('ssn', '031845622');
      expect(errorCode(badId)).toBe('INVALID_ID');
      const unknown = await requestByNumber('member', 'M999999');
      expect(unknown.statusCode).toBe(404);
      expect(errorCode(unknown)).toBe('CUSTOMER_NOT_FOUND');
    });

    it('limits lookups per client address (probing numbers), with the time to wait', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 20; i++) expect(errorCode(await requestByNumber('member', `M9${i}`, ip))).toBe('CUSTOMER_NOT_FOUND');
      const limited = await requestByNumber('member', member.memberNumber, ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('kills the code after 5 wrong guesses, and an expired code never works', async () => {
      t.clock.advance(16 * MINUTE);
      const first = (await requestByNumber('member', member.memberNumber)).json() as { loginRequest: string };
      const code = await codeIn(member.mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect(errorCode(await validate(first.loginRequest, wrong))).toBe('INVALID_SMS_CODE');
      expect(errorCode(await validate(first.loginRequest, code))).toBe('INVALID_SMS_CODE');
      const { attempts } = await t.database.db
        .selectFrom('customer_login_codes')
        .select('attempts')
        .where('request_hash', 'is not', null)
        .where('mobile', '=', member.mobile)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(attempts).toBe(5);

      const second = (await requestByNumber('member', member.memberNumber)).json() as { loginRequest: string };
      const secondCode = await codeIn(member.mobile);
      t.clock.advance(11 * MINUTE);
      expect(errorCode(await validate(second.loginRequest, secondCode))).toBe('INVALID_SMS_CODE');
      expect(errorCode(await validate('not-a-real-login-request-handle', secondCode))).toBe('INVALID_SMS_CODE');
    });
  });

  describe('a customer with only an e-mail address on file', () => {
    const emailedCode = async () => {
      const mail = await t.database.db
        .selectFrom('outbox')
        .select(['body', 'subject', 'channel'])
        .where('recipient', '=', emailOnly.email)
        .where('template', '=', 'login-code')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.channel).toBe('email');
      expect(mail.subject).toBe('Your login code');
      return /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
    };
    const requestByNumber = (by: string, value: string, ip = nextAddress()) => post('/api/customer/number-login', { by, value }, ip);
    const validate = (loginRequest: string, smsCode: string) => post('/api/customer/number-login-validation', { loginRequest, smsCode });

    it.each([
      ['ssn', emailOnly.ssn],
      ['member', emailOnly.memberNumber],
    ])('by %s: e-mails the code (the answer names the address masked), stores only its hash, signs in once', async (by, value) => {
      t.clock.advance(16 * MINUTE);
      const sent = await requestByNumber(by, value);
      expect(sent.statusCode, sent.body).toBe(200);
      const answer = sent.json() as { loginRequest: string; channel: string; sentTo: string };
      expect(answer.channel).toBe('email');
      expect(answer.sentTo).toBe('d***@example.com');
      expect(sent.body).not.toContain(emailOnly.email);
      const code = await emailedCode();
      const stored = await t.database.db
        .selectFrom('customer_login_codes')
        .select(['code_hash', 'email', 'mobile', 'customer_id'])
        .where('email', '=', emailOnly.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ mobile: null, customer_id: emailOnly.customerId });
      expect(stored.code_hash).not.toContain(code);

      const res = await validate(answer.loginRequest, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customerInfo).toMatchObject({ CustomerId: emailOnly.customerId, MobileNumber1: null });
      // The session holds without a mobile number (it covers this one record).
      expect((await refresh(sessionCookieOf(res))).json().customerInfo.CustomerId).toBe(emailOnly.customerId);
      expect(errorCode(await validate(answer.loginRequest, code))).toBe('INVALID_SMS_CODE');
    });

    it('limits codes per e-mail address as per mobile number (3 in 15 minutes), with the time to wait', async () => {
      t.clock.advance(16 * MINUTE);
      for (let i = 0; i < 3; i++) expect((await requestByNumber('ssn', emailOnly.ssn)).statusCode).toBe(200);
      const limited = await requestByNumber('ssn', emailOnly.ssn);
      expect(limited.statusCode).toBe(429);
      expect(errorCode(limited)).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.json().error.details.retryAfterSeconds)).toBeGreaterThan(0);
    });

    it('kills an e-mailed code after 5 wrong guesses', async () => {
      t.clock.advance(16 * MINUTE);
      const { loginRequest } = (await requestByNumber('member', emailOnly.memberNumber)).json() as { loginRequest: string };
      const code = await emailedCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect(errorCode(await validate(loginRequest, wrong))).toBe('INVALID_SMS_CODE');
      expect(errorCode(await validate(loginRequest, code))).toBe('INVALID_SMS_CODE');
    });

    it('answers CUSTOMER_NO_MOBILE when neither a mobile number nor an e-mail address is on file', async () => {
      await t.database.db.updateTable('customers').set({ email: null }).where('id', '=', emailOnly.customerId).execute();
      try {
        const res = await requestByNumber('ssn', emailOnly.ssn);
        expect(res.statusCode).toBe(422);
        expect(errorCode(res)).toBe('CUSTOMER_NO_MOBILE');
      } finally {
        await t.database.db.updateTable('customers').set({ email: emailOnly.email }).where('id', '=', emailOnly.customerId).execute();
      }
    });

    it('logs in with a password or a login link too, though no mobile number is on file', async () => {
      await t.database.db
        .updateTable('customers')
        .set({ password_hash: await hashPassword(PASSWORD) })
        .where('id', '=', emailOnly.customerId)
        .execute();
      const res = await post('/api/customer/login', { email: emailOnly.email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customerInfo.CustomerId).toBe(emailOnly.customerId);
      const token = await issueLoginLink(t.database.db, emailOnly.customerId, t.clock.now(), PURCHASE_LINK_TTL_MS);
      const byLink = await post('/api/customer/token-login', { token });
      expect(byLink.statusCode, byLink.body).toBe(200);
    });
  });

  describe('login link tokens', () => {
    const redeem = (token: string) => post('/api/customer/token-login', { token });
    const issue = (customerId: number, ttl = PURCHASE_LINK_TTL_MS) => issueLoginLink(t.database.db, customerId, t.clock.now(), ttl);

    it('signs the customer in once, then answers CUSTOMER_TOKEN_REDEEMED; stores only the hash', async () => {
      const token = await issue(member.customerId);
      const stored = await t.database.db.selectFrom('customer_login_tokens').select('token_hash').execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(token);
      const res = await redeem(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customerInfo.CustomerId).toBe(member.customerId);
      expect((await refresh(sessionCookieOf(res))).json().customerInfo.CustomerId).toBe(member.customerId);
      const again = await redeem(token);
      expect(again.statusCode).toBe(410);
      expect(errorCode(again)).toBe('CUSTOMER_TOKEN_REDEEMED');
    });

    it('answers CUSTOMER_TOKEN_EXPIRED after its time and CUSTOMER_TOKEN_ERROR for an unknown token', async () => {
      const token = await issue(stranger.customerId, 30 * MINUTE);
      t.clock.advance(31 * MINUTE);
      expect(errorCode(await redeem(token))).toBe('CUSTOMER_TOKEN_EXPIRED');
      expect(errorCode(await redeem('no-such-token'))).toBe('CUSTOMER_TOKEN_ERROR');
    });

    it('two redemptions racing: exactly one signs in', async () => {
      const token = await issue(member.customerId);
      const answers = await Promise.all([redeem(token), redeem(token), redeem(token)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    });

    it('sends a new link to the mobile on file for a used link, limited per customer; none for an unknown link', async () => {
      t.clock.advance(16 * MINUTE);
      const token = await issue(stranger.customerId);
      await redeem(token);
      for (let i = 0; i < 3; i++) {
        const res = await post('/api/customer/login-link', { token });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ channel: 'sms' });
      }
      const limited = await post('/api/customer/login-link', { token });
      expect(limited.statusCode).toBe(429);
      const sms = await t.database.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', stranger.mobile)
        .where('template', '=', 'login-link')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const fresh = /\/customer\/([A-Za-z0-9_-]{40,})/.exec(sms.body)?.[1] ?? '';
      expect((await redeem(fresh)).statusCode).toBe(200);
      expect(errorCode(await post('/api/customer/login-link', { token: 'unknown-token' }))).toBe('CUSTOMER_TOKEN_ERROR');
    });
  });

  it('sends a link on request to a known mobile number, and CUSTOMER_NOT_FOUND for an unknown one', async () => {
    t.clock.advance(16 * MINUTE);
    const res = await post('/api/customer/login-link', { mobileNumber: member.mobile });
    expect(res.statusCode, res.body).toBe(200);
    const unknown = await post('/api/customer/login-link', { mobileNumber: '0509999999' });
    expect(errorCode(unknown)).toBe('CUSTOMER_NOT_FOUND');
    expect((await post('/api/customer/login-link', { mobileNumber: '12345' })).statusCode).toBe(400);
  });

  describe('logout', () => {
    it('ends the session on the server: the old cookie no longer works', async () => {
      const login = await post('/api/customer/login', { email: member.email, password: PASSWORD });
      const cookie = sessionCookieOf(login);
      const out = await t.app.inject({ method: 'POST', url: '/api/customer-area/logout', payload: {}, headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/kupa_customer=;/);
      expect((await refresh(cookie)).json().customerInfo).toBeNull();
    });

    it('without a session, refresh answers null', async () => {
      expect((await refresh('')).json()).toEqual({ customerInfo: null });
    });
  });

  it('the mobile-login refuses an invalid captcha', async () => {
    const res = await post('/api/customer/mobile-login', { mobileNumber: member.mobile, recaptchaToken: CAPTCHA_TEST_FAIL_TOKEN });
    expect(errorCode(res)).toBe('CAPTCHA_ERROR');
  });
});
