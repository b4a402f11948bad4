import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetails, CustomerVoucher } from '@kupa/contracts';
import { ACCOUNT, insertCustomerAccountFixture } from '../testing/customer-account-fixture';
import { CUSTOMER_AREA, CUSTOMER_AREA_NOW, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { smsLoginCookie } from '../testing/sms-login';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

const V = ACCOUNT.vouchers;
const { member, stranger, memberOrder } = CUSTOMER_AREA;

describe.each(testEngines())('customer account on %s', (engine) => {
  let t: TestApp;
  let memberCookie = '';
  let strangerCookie = '';
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, CUSTOMER_AREA_NOW);
    await insertCustomerAreaFixture(db());
    await insertCustomerAccountFixture(db());
    memberCookie = await smsLoginCookie(t.app, db(), member.mobile, 5001);
    strangerCookie = await smsLoginCookie(t.app, db(), stranger.mobile, 5001);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = (url: string, cookie = memberCookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object = {}, cookie = memberCookie) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const put = (url: string, payload: object, cookie = memberCookie) =>
    t.app.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });
  const vouchers = async () => (await get('/api/customer/vouchers?lang=en')).json<{ vouchers: CustomerVoucher[] }>().vouchers;
  const voucherRow = (reference: string) =>
    db().selectFrom('system_vouchers').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const errorCode = (res: { json: () => unknown }) => (res.json() as { error?: { error?: string } }).error?.error;

  describe('every call needs a session', () => {
    it.each([
      ['GET', '/api/customer/vouchers'],
      ['GET', '/api/customer/memberships'],
      ['GET', '/api/customer/videos'],
      ['GET', '/api/customer/details'],
      ['PUT', '/api/customer/details'],
      ['POST', `/api/system-vouchers/${V.unused}/cancel`],
      ['POST', `/api/system-vouchers/${V.unused}/replacement`],
      ['POST', '/api/customer/details/mobile'],
      ['POST', '/api/customer/details/mobile/verify'],
      ['POST', '/api/customer/cards/1/remove'],
    ] as const)('%s %s answers 401 LOGIN_REQUIRED without one', async (method, url) => {
      const payload = url.endsWith('verify')
        ? { mobileNumber: '0541112233', smsCode: '123456' }
        : url.endsWith('mobile')
          ? { mobileNumber: '0541112233' }
          : {};
      const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload }) });
      expect(res.statusCode, res.body).toBe(401);
      expect(errorCode(res)).toBe('LOGIN_REQUIRED');
    });
  });

  describe('vouchers', () => {
    it("lists the member's vouchers with their states, newest first, and never another's", async () => {
      const list = await vouchers();
      expect(list.map((v) => [v.reference, v.state, v.canCancel, v.canReplace])).toEqual([
        [V.given, 'active', false, false],
        [V.expired, 'expired', false, true],
        [V.used, 'used', false, false],
        [V.partial, 'partiallyUsed', false, true],
        [V.unused, 'active', true, true],
      ]);
      const unused = list.find((v) => v.reference === V.unused);
      expect(unused).toMatchObject({
        name: 'Gift voucher',
        initialValue: 100,
        balance: 100,
        reservationIdentifier: memberOrder.identifier,
        endDate: '2027-10-31',
        replacementDays: ACCOUNT.replacementDays,
        purchaseDate: '2026-11-01T10:00:00.000Z',
      });
      expect(list.find((v) => v.reference === V.partial)?.balance).toBe(40);
      const theirs = (await get('/api/customer/vouchers', strangerCookie)).json<{ vouchers: CustomerVoucher[] }>().vouchers;
      expect(theirs.map((v) => v.reference)).toEqual([V.strangers]);
    });

    it('refuses a foreign or unknown voucher, or one of another order, with SYSTEM_VOUCHER_NOT_FOUND, changing nothing', async () => {
      for (const res of [
        await post(`/api/system-vouchers/${V.strangers}/cancel`),
        await post(`/api/system-vouchers/${V.anonymousOrder}/replacement`),
        await post('/api/system-vouchers/NO-SUCH-REF/cancel'),
        await post(`/api/system-vouchers/${V.unused}/cancel`, { reservationIdentifier: CUSTOMER_AREA.order.identifier }),
        await post(`/api/system-vouchers/${V.unused}/cancel`, {}, strangerCookie),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(errorCode(res)).toBe('SYSTEM_VOUCHER_NOT_FOUND');
      }
      expect((await voucherRow(V.strangers)).status).toBe('active');
      expect((await voucherRow(V.unused)).status).toBe('active');
      expect((await voucherRow(V.anonymousOrder)).is_for_replacement).toBe(0);
    });

    it('refuses a voucher given, not sold online, with SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET', async () => {
      for (const action of ['cancel', 'replacement']) {
        const res = await post(`/api/system-vouchers/${V.given}/${action}`);
        expect(res.statusCode, res.body).toBe(409);
        expect(errorCode(res)).toBe('SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET');
      }
    });

    it('refuses to cancel a used, partly used or expired voucher (SYSTEM_VOUCHER_NOT_ACTIVE)', async () => {
      for (const ref of [V.used, V.partial, V.expired]) {
        const res = await post(`/api/system-vouchers/${ref}/cancel`);
        expect(res.statusCode, res.body).toBe(409);
        expect(errorCode(res)).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
        expect((await voucherRow(ref)).status).toBe('active');
      }
    });

    it('cancels an unused voucher once, in its order; the second time is SYSTEM_VOUCHER_NOT_ACTIVE and it pays no more', async () => {
      const res = await post(`/api/system-vouchers/${V.unused.toLowerCase()}/cancel?lang=en`, {
        reservationIdentifier: memberOrder.identifier,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ voucher: CustomerVoucher }>().voucher).toMatchObject({ reference: V.unused, state: 'cancelled', canCancel: false });
      expect((await voucherRow(V.unused)).status).toBe('cancelled');
      const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'system-voucher.cancelled').execute();
      expect(audit).toHaveLength(1);

      const again = await post(`/api/system-vouchers/${V.unused}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
      const replace = await post(`/api/system-vouchers/${V.unused}/replacement`);
      expect(errorCode(replace)).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/payment/vouchers/validate',
        payload: { systemVoucher: V.unused, presentationId: 5001 },
        headers: { uuid: CUSTOMER_AREA.buyerUuid },
      });
      expect(errorCode(pay)).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
    });

    it('two parallel cancels of one voucher: one succeeds, the other is refused', async () => {
      await db()
        .insertInto('system_vouchers')
        .values({
          id: 90,
          reference: 'RACE-0001',
          business_id: 1,
          class_id: 50,
          price_id: null,
          customer_id: member.customerId,
          purchase_reservation_id: memberOrder.reservationId,
          channel_id: null,
          initial_value_agorot: 5000,
          balance_agorot: 5000,
          quantity: null,
          start_date: '2026-11-01',
          end_date: '2027-10-31',
          created_at: '2026-10-01T00:00:00.000Z',
        })
        .execute();
      const answers = await Promise.all([post('/api/system-vouchers/RACE-0001/cancel'), post('/api/system-vouchers/RACE-0001/cancel')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });

    it('marks a voucher for replacement once with a new window; the second time is SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', async () => {
      const res = await post(`/api/system-vouchers/${V.expired}/replacement`, { reservationIdentifier: memberOrder.identifier });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ voucher: CustomerVoucher }>().voucher).toMatchObject({
        state: 'forReplacement',
        isForReplacement: true,
        startDate: '2026-11-21',
        endDate: '2026-12-05',
        canReplace: false,
        canCancel: false,
      });
      const again = await post(`/api/system-vouchers/${V.expired}/replacement`);
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT');
      expect(errorCode(await post(`/api/system-vouchers/${V.expired}/cancel`))).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
      expect(errorCode(await post(`/api/system-vouchers/${V.used}/replacement`))).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
    });

    it('a voucher for replacement pays in the ticket checkout within its window and is refused after it', async () => {
      const validate = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/vouchers/validate?lang=en',
          payload: { systemVoucher: V.expired, presentationId: 5001 },
          headers: { uuid: CUSTOMER_AREA.buyerUuid },
        });
      const within = await validate();
      expect(within.statusCode, within.body).toBe(200);
      expect(within.json()).toMatchObject({ voucher: { systemVoucher: V.expired, balance: 100, endDate: '2026-12-05' } });
      t.clock.advance(15 * 86_400_000);
      try {
        const after = await validate();
        expect(after.statusCode).not.toBe(200);
        expect(errorCode(after)).toBe('VOUCHER_EXPIRED');
      } finally {
        t.clock.set(CUSTOMER_AREA_NOW);
      }
    });
  });

  describe('memberships and videos', () => {
    it("lists the member's membership with state, balance, points and renewal", async () => {
      const res = await get('/api/customer/memberships?lang=en');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        memberships: [
          {
            memberNumber: member.memberNumber,
            membershipCode: 'CINEMA-YEAR',
            name: 'Annual membership',
            state: 'active',
            startDate: '2026-08-13',
            endDate: '2027-08-12',
            balance: 9,
            usedBalance: 3,
            points: 40,
            renewalOffered: false,
          },
        ],
      });
      expect((await get('/api/customer/memberships', strangerCookie)).json()).toEqual({ memberships: [] });
    });

    it('offers renewal of a membership about to expire', async () => {
      await db().updateTable('members').set({ end_date: '2026-12-01' }).where('id', '=', 40).execute();
      try {
        const [m] = (await get('/api/customer/memberships')).json<{ memberships: Array<{ renewalOffered: boolean; state: string }> }>()
          .memberships;
        expect(m).toMatchObject({ state: 'active', renewalOffered: true });
      } finally {
        await db().updateTable('members').set({ end_date: '2027-08-12' }).where('id', '=', 40).execute();
      }
    });

    it('lists the videos bought with a watch link, and none for another customer', async () => {
      const res = await get('/api/customer/videos?lang=en');
      expect(res.statusCode, res.body).toBe(200);
      const { videos } = res.json<{ videos: Array<Record<string, unknown>> }>();
      expect(videos).toHaveLength(1);
      expect(videos[0]).toMatchObject({
        playCount: 1,
        playsRemaining: 2,
        isWatchable: true,
        watchPath: expect.stringMatching(/^\/vod\/watch\/\d+$/),
      });
      expect(String(videos[0]?.title)).not.toBe('');
      expect((await get('/api/customer/videos', strangerCookie)).json()).toEqual({ videos: [] });
    });
  });

  describe('personal details and saved cards', () => {
    const details = async (cookie = memberCookie) =>
      (await get('/api/customer/details', cookie)).json<{ details: CustomerDetails }>().details;

    it('shows the details and the saved cards by last four and expiry, never a token', async () => {
      const res = await get('/api/customer/details');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('tok_secret');
      expect(res.json<{ details: CustomerDetails }>().details).toMatchObject({
        firstName: 'נועה',
        email: member.email,
        mobile: member.mobile,
        canChangeMobile: true,
        cards: [{ id: 1, last4: '4242', expMonth: 12, expYear: 2028 }],
      });
    });

    it('edits the details, and refuses a malformed e-mail or a future birth date', async () => {
      const res = await put('/api/customer/details', {
        firstName: 'Noa',
        lastName: 'Levi',
        email: 'noa@example.org',
        isEmailAllowed: false,
        isSmsAllowed: true,
        address: 'Herzl 1',
        city: 'Haifa',
        dateOfBirth: '1990-05-17',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await details()).toMatchObject({
        firstName: 'Noa',
        lastName: 'Levi',
        email: 'noa@example.org',
        isEmailAllowed: false,
        isSmsAllowed: true,
        address: 'Herzl 1',
        city: 'Haifa',
        dateOfBirth: '1990-05-17',
      });
      for (const [body, field] of [
        [{ email: 'not-an-email' }, 'email'],
        [{ dateOfBirth: '2030-01-01' }, 'dateOfBirth'],
      ] as const) {
        const bad = await put('/api/customer/details', body);
        expect(bad.statusCode, bad.body).toBe(400);
        expect(errorCode(bad)).toBe('VALIDATION_ERROR');
        expect(bad.body).toContain(field);
      }
      expect((await put('/api/customer/details', { dateOfBirth: '1990-02-30' })).statusCode).toBe(400);
      expect((await details()).email).toBe('noa@example.org');
    });

    it("removes a saved card (soft delete) once; another's card is not found", async () => {
      expect((await post('/api/customer/cards/1/remove', {}, strangerCookie)).statusCode).toBe(404);
      const res = await post('/api/customer/cards/1/remove');
      expect(res.statusCode, res.body).toBe(200);
      expect((await details()).cards).toEqual([]);
      const row = await db().selectFrom('customer_cards').select('is_deleted').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(row.is_deleted).toBe(1);
      expect((await post('/api/customer/cards/1/remove')).statusCode).toBe(404);
    });

    it('changes the mobile number only with the code sent to the new number', async () => {
      const newMobile = '0549990001';
      for (const bad of ['12345', '0721234567', member.mobile]) {
        const res = await post('/api/customer/details/mobile', { mobileNumber: bad });
        expect(res.statusCode, res.body).toBe(400);
        expect(errorCode(res)).toBe('VALIDATION_ERROR');
      }
      const sent = await post('/api/customer/details/mobile?lang=en', { mobileNumber: '054-999-0001' });
      expect(sent.statusCode, sent.body).toBe(200);
      const sms = await db().selectFrom('outbox').select(['body', 'template']).where('recipient', '=', newMobile).executeTakeFirstOrThrow();
      expect(sms.template).toBe('mobile-change-code');
      const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await post('/api/customer/details/mobile/verify', { mobileNumber: newMobile, smsCode: wrong });
      expect(refused.statusCode).toBe(401);
      expect(errorCode(refused)).toBe('INVALID_SMS_CODE');
      expect((await details()).mobile).toBe(member.mobile);
      // The code proves the new number only: the stranger cannot use it for their own account.
      const ok = await post('/api/customer/details/mobile/verify', { mobileNumber: newMobile, smsCode: code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<{ details: CustomerDetails }>().details.mobile).toBe(newMobile);
      const replay = await post('/api/customer/details/mobile/verify', { mobileNumber: newMobile, smsCode: code });
      expect(errorCode(replay)).toBe('INVALID_SMS_CODE');
      // The session follows the customer to the new number; both business records moved.
      expect((await details()).mobile).toBe(newMobile);
      const records = await db()
        .selectFrom('customers')
        .select('mobile')
        .where('id', 'in', [member.customerId, CUSTOMER_AREA.memberElsewhere.customerId])
        .execute();
      expect(records.map((r) => r.mobile)).toEqual([newMobile, newMobile]);
      const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'customer.mobile-changed').execute();
      expect(audit).toHaveLength(1);
      expect((await details(strangerCookie)).mobile).toBe(stranger.mobile);
    });

    it('kills a mobile-change code after 5 wrong guesses and limits the codes sent to one number', async () => {
      const target = '0549990077';
      expect((await post('/api/customer/details/mobile', { mobileNumber: target }, strangerCookie)).statusCode).toBe(200);
      const sms = await db().selectFrom('outbox').select('body').where('recipient', '=', target).executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++)
        expect(errorCode(await post('/api/customer/details/mobile/verify', { mobileNumber: target, smsCode: wrong }, strangerCookie))).toBe(
          'INVALID_SMS_CODE',
        );
      const late = await post('/api/customer/details/mobile/verify', { mobileNumber: target, smsCode: code }, strangerCookie);
      expect(errorCode(late)).toBe('INVALID_SMS_CODE');
      expect((await details(strangerCookie)).mobile).toBe(stranger.mobile);
      expect((await post('/api/customer/details/mobile', { mobileNumber: target }, strangerCookie)).statusCode).toBe(200);
      expect((await post('/api/customer/details/mobile', { mobileNumber: target }, strangerCookie)).statusCode).toBe(200);
      const limited = await post('/api/customer/details/mobile', { mobileNumber: target }, strangerCookie);
      expect(limited.statusCode).toBe(429);
      expect(errorCode(limited)).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses a mobile change where the business does not allow it', async () => {
      await db()
        .updateTable('businesses')
        .set({ settings_json: JSON.stringify({ customerArea: { allowUpdateMobile: false } }) })
        .where('id', '=', 1)
        .execute();
      const res = await post('/api/customer/details/mobile', { mobileNumber: '0549990002' }, strangerCookie);
      expect(res.statusCode).toBe(403);
      expect((await details(strangerCookie)).canChangeMobile).toBe(false);
    });
  });
});
