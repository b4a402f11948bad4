import { fixedClock, isValidIsraeliId } from '@kupa/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import type { AuthoriseRequest, CardDetails, PaymentDeclineReason } from './payment-provider';
import { PAYMENT_DECLINE_MESSAGES, paymentDeclineError } from './payment-provider';
import { SANDBOX_TEST_CARDS, SandboxPaymentProvider } from './sandbox-payment-provider';

const START = new Date('2026-05-10T10:00:00Z');
const SANDBOX_TABLES = [
  'sandbox_payment_answers',
  'sandbox_card_tokens',
  'sandbox_captures',
  'sandbox_authorisations',
  'sandbox_verifications',
  'sandbox_bank_payments',
] as const;

describe.each(testEngines())('SandboxPaymentProvider on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A provider with its own clock on emptied sandbox tables (each test starts from nothing). */
  async function setup(options: { bankPaymentTtlMs?: number; verificationTtlMs?: number } = {}) {
    for (const table of SANDBOX_TABLES) await sql`delete from ${sql.table(table)}`.execute(database.db);
    const clock = fixedClock(START);
    const logs: string[] = [];
    const provider = new SandboxPaymentProvider({
      clock,
      database,
      ...options,
      log: (event, data) => logs.push(JSON.stringify({ event, data })),
    });
    return { clock, logs, provider };
  }

  const card = (number: string, extra: Partial<CardDetails> = {}): CardDetails => ({
    number,
    expMonth: 12,
    expYear: 2028,
    cvv: '123',
    ...extra,
  });
  let keySeq = 0;
  const req = (c: AuthoriseRequest['card'], extra: Partial<AuthoriseRequest> = {}): AuthoriseRequest => ({
    amountAgorot: 10_000,
    currency: 'ILS',
    card: c,
    numberOfPayments: 1,
    idempotencyKey: `k${++keySeq}`,
    ...extra,
  });

  async function approvedAuth(p: SandboxPaymentProvider, amountAgorot = 10_000) {
    const r = await p.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { amountAgorot }));
    if (r.status !== 'approved') throw new Error(`expected approval, got ${r.status}`);
    return r;
  }

  describe('SandboxPaymentProvider: authorise', () => {
    it('approves the approve test cards with brand and last four digits', async () => {
      const { provider } = await setup();
      const visa = await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { numberOfPayments: 3 }));
      expect(visa).toMatchObject({
        status: 'approved',
        amountAgorot: 10_000,
        currency: 'ILS',
        numberOfPayments: 3,
        card: { brand: 'visa', last4: '0000', expMonth: 12, expYear: 2028 },
      });
      const mc = await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveMastercard.number)));
      expect(mc).toMatchObject({ status: 'approved', card: { brand: 'mastercard', last4: '0004' } });
      const amex = await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveAmex.number, { cvv: '1234' })));
      expect(amex).toMatchObject({ status: 'approved', card: { brand: 'amex', last4: '0006' } });
      const other = await provider.authorise(req(card('4012888888881881')));
      expect(other.status).toBe('approved');
    });

    it.each([
      [SANDBOX_TEST_CARDS.declined.number, 'declined'],
      [SANDBOX_TEST_CARDS.insufficientFunds.number, 'insufficient_funds'],
      [SANDBOX_TEST_CARDS.providerError.number, 'provider_error'],
    ] as const)('declines %s with %s', async (number, reason) => {
      const { provider } = await setup();
      expect(await provider.authorise(req(card(number)))).toEqual({ status: 'declined', reason });
    });

    it('declines invalid cards: Luhn, shape, Isracard-style 8–9 digits, CVV, expiry month, holder ID', async () => {
      const { provider } = await setup();
      const invalid = { status: 'declined', reason: 'invalid_card' };
      expect(await provider.authorise(req(card('4580 0000 0000 0001')))).toEqual(invalid);
      expect(await provider.authorise(req(card('4580-abcd-0000-0000')))).toEqual(invalid);
      expect(await provider.authorise(req(card('12345674')))).toEqual(invalid);
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { cvv: '12' })))).toEqual(invalid);
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { cvv: '12345' })))).toEqual(invalid);
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { expMonth: 13 })))).toEqual(invalid);
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { holderId: '123456789' })))).toEqual(invalid);
      expect(isValidIsraeliId('000000018')).toBe(true);
      expect((await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { holderId: '000000018' })))).status).toBe(
        'approved',
      );
    });

    it('checks expiry against the clock: good through the expiry month', async () => {
      const { provider, clock } = await setup();
      expect((await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { expMonth: 5, expYear: 2026 })))).status).toBe(
        'approved',
      );
      expect((await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { expMonth: 5, expYear: 26 })))).status).toBe(
        'approved',
      );
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { expMonth: 4, expYear: 2026 })))).toEqual({
        status: 'declined',
        reason: 'expired_card',
      });
      clock.set(new Date('2026-06-01T00:00:00Z'));
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number, { expMonth: 5, expYear: 2026 })))).toEqual({
        status: 'declined',
        reason: 'expired_card',
      });
    });

    it('accepts 1 to 12 payments and rejects others; rejects non-positive or fractional amounts', async () => {
      const { provider } = await setup();
      const c = card(SANDBOX_TEST_CARDS.approveVisa.number);
      expect((await provider.authorise(req(c, { numberOfPayments: 12 }))).status).toBe('approved');
      for (const n of [0, 13, 1.5, -1]) {
        expect(await provider.authorise(req(c, { numberOfPayments: n }))).toEqual({
          status: 'rejected',
          reason: 'invalid_number_of_payments',
        });
      }
      for (const a of [0, -5, 10.5]) {
        expect(await provider.authorise(req(c, { amountAgorot: a }))).toEqual({ status: 'rejected', reason: 'invalid_amount' });
      }
    });

    it('returns the first answer for a repeated idempotency key', async () => {
      const { provider, logs } = await setup();
      const first = await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: 'same' }));
      const again = await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: 'same', amountAgorot: 1 }));
      expect(again).toEqual(first);
      // The repeat's own attempt was rolled back: one authorisation in the tables and in the log.
      expect(await database.db.selectFrom('sandbox_authorisations').select('authorisation_id').execute()).toEqual([
        { authorisation_id: first.status === 'approved' ? first.authorisationId : '' },
      ]);
      expect(logs.filter((line) => line.includes('payment.authorised'))).toHaveLength(1);
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.declined.number), { idempotencyKey: 'same' }))).toEqual(first);
      const declinedFirst = await provider.authorise(req(card(SANDBOX_TEST_CARDS.providerError.number), { idempotencyKey: 'err' }));
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: 'err' }))).toEqual(declinedFirst);
      // a new key is a new attempt
      expect((await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: 'err-2' }))).status).toBe(
        'approved',
      );
    });

    it('finds what an idempotency key was answered, without a card (a merchant recovering after a crash)', async () => {
      const { provider } = await setup();
      expect(await provider.findAuthorisation('never-asked')).toEqual({ status: 'not_found' });
      const approved = await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: 'lost-answer' }));
      expect(await provider.findAuthorisation('lost-answer')).toEqual(approved);
      const declined = await provider.authorise(req(card(SANDBOX_TEST_CARDS.declined.number), { idempotencyKey: 'lost-decline' }));
      expect(await provider.findAuthorisation('lost-decline')).toEqual(declined);
      // Finding is not authorising: the key still answers its first answer afterwards.
      expect(await provider.authorise(req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: 'lost-decline' }))).toEqual(
        declined,
      );
    });
  });

  describe('SandboxPaymentProvider: tokens', () => {
    it('tokenises a card and authorises with the token; the token never reveals the number', async () => {
      const { provider } = await setup();
      const t = await provider.tokenise(card(SANDBOX_TEST_CARDS.approveVisa.number));
      if (t.status !== 'approved') throw new Error('expected a token');
      expect(t).toMatchObject({ last4: '0000', expMonth: 12, expYear: 2028, brand: 'visa' });
      expect(t.token).not.toContain('4580');
      const t2 = await provider.tokenise(card(SANDBOX_TEST_CARDS.approveVisa.number));
      expect(t2.status === 'approved' && t2.token).not.toBe(t.token);
      const r = await provider.authorise(req({ token: t.token }, { numberOfPayments: 2 }));
      expect(r).toMatchObject({ status: 'approved', numberOfPayments: 2, card: { last4: '0000', brand: 'visa' } });
    });

    it('keeps the test behaviour behind a token, refuses unknown tokens and expires saved cards with the clock', async () => {
      const { provider, clock } = await setup();
      const t = await provider.tokenise(card(SANDBOX_TEST_CARDS.insufficientFunds.number, { expMonth: 6, expYear: 2026 }));
      if (t.status !== 'approved') throw new Error('expected a token');
      expect(await provider.authorise(req({ token: t.token }))).toEqual({ status: 'declined', reason: 'insufficient_funds' });
      expect(await provider.authorise(req({ token: 'tok_unknown' }))).toEqual({ status: 'declined', reason: 'invalid_card' });
      clock.set(new Date('2026-07-01T00:00:00Z'));
      expect(await provider.authorise(req({ token: t.token }))).toEqual({ status: 'declined', reason: 'expired_card' });
    });

    it('refuses to tokenise invalid or expired cards', async () => {
      const { provider } = await setup();
      expect(await provider.tokenise(card('4580 0000 0000 0001'))).toEqual({ status: 'declined', reason: 'invalid_card' });
      expect(await provider.tokenise(card(SANDBOX_TEST_CARDS.approveVisa.number, { expYear: 2025 }))).toEqual({
        status: 'declined',
        reason: 'expired_card',
      });
    });
  });

  describe('SandboxPaymentProvider: capture, void, refund', () => {
    it('captures an approved authorisation once, idempotently per key', async () => {
      const { provider } = await setup();
      const auth = await approvedAuth(provider);
      const cap = await provider.capture(auth.authorisationId, 'c1');
      expect(cap).toMatchObject({ status: 'approved', authorisationId: auth.authorisationId, amountAgorot: 10_000 });
      expect(await provider.capture(auth.authorisationId, 'c1')).toEqual(cap);
      expect(await provider.capture(auth.authorisationId, 'c2')).toEqual({ status: 'rejected', reason: 'already_captured' });
      expect(await database.db.selectFrom('sandbox_captures').select('capture_id').execute()).toHaveLength(1);
      expect(await provider.capture(auth.authorisationId, 'c2')).toEqual({ status: 'rejected', reason: 'already_captured' });
      expect(await provider.capture('auth_missing', 'c3')).toEqual({ status: 'rejected', reason: 'not_found' });
    });

    it('voids only before capture; voiding twice answers the same; a voided authorisation cannot be captured', async () => {
      const { provider } = await setup();
      const a = await approvedAuth(provider);
      expect(await provider.void(a.authorisationId)).toEqual({ status: 'voided', authorisationId: a.authorisationId });
      expect(await provider.void(a.authorisationId)).toEqual({ status: 'voided', authorisationId: a.authorisationId });
      expect(await provider.capture(a.authorisationId, 'cv')).toEqual({ status: 'rejected', reason: 'already_voided' });
      const b = await approvedAuth(provider);
      await provider.capture(b.authorisationId, 'cb');
      expect(await provider.void(b.authorisationId)).toEqual({ status: 'rejected', reason: 'already_captured' });
      expect(await provider.void('auth_missing')).toEqual({ status: 'rejected', reason: 'not_found' });
    });

    it('refunds up to the captured amount, partial refunds adding up, idempotently per key', async () => {
      const { provider } = await setup();
      const a = await approvedAuth(provider, 10_000);
      const cap = await provider.capture(a.authorisationId, 'cap');
      if (cap.status !== 'approved') throw new Error('expected capture');
      const r1 = await provider.refund(cap.captureId, 4_000, 'r1');
      expect(r1).toMatchObject({ status: 'approved', amountAgorot: 4_000, refundedTotalAgorot: 4_000, remainingAgorot: 6_000 });
      expect(await provider.refund(cap.captureId, 4_000, 'r1')).toEqual(r1);
      expect(await provider.refund(cap.captureId, 6_001, 'r2')).toEqual({ status: 'rejected', reason: 'exceeds_captured' });
      expect(await provider.refund(cap.captureId, 6_000, 'r3')).toMatchObject({
        status: 'approved',
        refundedTotalAgorot: 10_000,
        remainingAgorot: 0,
      });
      expect(await provider.refund(cap.captureId, 1, 'r4')).toEqual({ status: 'rejected', reason: 'exceeds_captured' });
      expect(await provider.refund(cap.captureId, 0, 'r5')).toEqual({ status: 'rejected', reason: 'invalid_amount' });
      expect(await provider.refund('cap_missing', 1, 'r6')).toEqual({ status: 'rejected', reason: 'not_found' });
    });
  });

  describe('SandboxPaymentProvider: extra verification', () => {
    it('asks for verification, redirects to a local path and approves on a successful return', async () => {
      const { provider } = await setup();
      const r = await provider.authorise(req(card(SANDBOX_TEST_CARDS.requiresVerification.number), { amountAgorot: 2_500 }));
      if (r.status !== 'requires_verification') throw new Error('expected verification');
      expect(r.verificationPath).toBe(`/sandbox/payments/verify/${encodeURIComponent(r.verificationId)}`);
      expect(await provider.startRedirect(r.verificationId)).toEqual({
        status: 'redirect',
        verificationId: r.verificationId,
        redirectPath: r.verificationPath,
      });
      const done = await provider.verifyReturn(r.verificationId, 'approved');
      expect(done).toMatchObject({ status: 'approved', amountAgorot: 2_500, card: { last4: '0034' } });
      expect(await provider.verifyReturn(r.verificationId, 'failed')).toEqual(done);
      expect(await provider.startRedirect(r.verificationId)).toEqual({ status: 'rejected', reason: 'already_completed' });
      if (done.status !== 'approved') throw new Error('expected approval');
      expect((await provider.capture(done.authorisationId, 'vc')).status).toBe('approved');
    });

    it('declines with verification_failed on a failed return; unknown or late verifications are rejected', async () => {
      const { provider, clock } = await setup({ verificationTtlMs: 60_000 });
      const r = await provider.authorise(req(card(SANDBOX_TEST_CARDS.requiresVerification.number)));
      if (r.status !== 'requires_verification') throw new Error('expected verification');
      expect(await provider.verifyReturn(r.verificationId, 'failed')).toEqual({ status: 'declined', reason: 'verification_failed' });
      expect(await provider.verifyReturn('ver_missing', 'approved')).toEqual({ status: 'rejected', reason: 'not_found' });
      expect(await provider.startRedirect('ver_missing')).toEqual({ status: 'rejected', reason: 'not_found' });
      const late = await provider.authorise(req(card(SANDBOX_TEST_CARDS.requiresVerification.number)));
      if (late.status !== 'requires_verification') throw new Error('expected verification');
      clock.advance(60_000);
      expect(await provider.startRedirect(late.verificationId)).toEqual({ status: 'rejected', reason: 'verification_expired' });
      expect(await provider.verifyReturn(late.verificationId, 'approved')).toEqual({ status: 'rejected', reason: 'verification_expired' });
    });
  });

  describe('SandboxPaymentProvider: instant bank payments', () => {
    it('starts pending, is approved by the bank page, and answers the same for a repeated key', async () => {
      const { provider } = await setup();
      const started = await provider.startBankPayment({ amountAgorot: 5_000, currency: 'ILS' }, 'b1');
      if (started.status !== 'pending') throw new Error('expected pending');
      expect(started).toMatchObject({ amountAgorot: 5_000, currency: 'ILS', expiresAt: '2026-05-10T10:10:00.000Z' });
      expect(started.approvalPath).toContain(encodeURIComponent(started.paymentId));
      expect(await provider.startBankPayment({ amountAgorot: 5_000, currency: 'ILS' }, 'b1')).toEqual(started);
      expect((await provider.getBankPayment(started.paymentId)).status).toBe('pending');
      expect((await provider.approveBankPayment(started.paymentId)).status).toBe('approved');
      expect((await provider.approveBankPayment(started.paymentId)).status).toBe('approved');
      expect((await provider.declineBankPayment(started.paymentId)).status).toBe('approved');
      expect((await provider.getBankPayment(started.paymentId)).status).toBe('approved');
    });

    it('can be declined, expires after the configured time, and rejects unknown ids and bad amounts', async () => {
      const { provider, clock } = await setup({ bankPaymentTtlMs: 30_000 });
      const d = await provider.startBankPayment({ amountAgorot: 100, currency: 'ILS' }, 'bd');
      if (d.status !== 'pending') throw new Error('expected pending');
      expect((await provider.declineBankPayment(d.paymentId)).status).toBe('declined');
      expect((await provider.approveBankPayment(d.paymentId)).status).toBe('declined');
      const e = await provider.startBankPayment({ amountAgorot: 100, currency: 'ILS' }, 'be');
      if (e.status !== 'pending') throw new Error('expected pending');
      clock.advance(29_999);
      expect((await provider.getBankPayment(e.paymentId)).status).toBe('pending');
      clock.advance(1);
      expect((await provider.getBankPayment(e.paymentId)).status).toBe('expired');
      expect((await provider.approveBankPayment(e.paymentId)).status).toBe('expired');
      const late = await provider.startBankPayment({ amountAgorot: 100, currency: 'ILS' }, 'bl');
      if (late.status !== 'pending') throw new Error('expected pending');
      clock.advance(30_000);
      expect((await provider.approveBankPayment(late.paymentId)).status).toBe('expired');
      expect(await provider.getBankPayment('bank_missing')).toEqual({ status: 'rejected', reason: 'not_found' });
      expect(await provider.approveBankPayment('bank_missing')).toEqual({ status: 'rejected', reason: 'not_found' });
      expect(await provider.startBankPayment({ amountAgorot: 0, currency: 'ILS' }, 'b0')).toEqual({
        status: 'rejected',
        reason: 'invalid_amount',
      });
    });
  });

  describe('SandboxPaymentProvider: card data never leaks', () => {
    it('no answer or log line contains a full card number or CVV', async () => {
      const { provider, logs } = await setup();
      const cvv = '987';
      const answers: unknown[] = [];
      const numbers = Object.values(SANDBOX_TEST_CARDS).map((c) => c.number);
      for (const number of numbers) {
        const c = card(number, { cvv: number.replace(/\s/g, '').length === 15 ? '9876' : cvv });
        answers.push(await provider.tokenise(c));
        const r = await provider.authorise(req(c));
        answers.push(r);
        if (r.status === 'requires_verification') {
          answers.push(await provider.startRedirect(r.verificationId));
          const v = await provider.verifyReturn(r.verificationId, 'approved');
          answers.push(v);
          if (v.status === 'approved') answers.push(await provider.capture(v.authorisationId, `cap-${r.verificationId}`));
        }
        if (r.status === 'approved') {
          const cap = await provider.capture(r.authorisationId, `cap-${r.authorisationId}`);
          answers.push(cap);
          if (cap.status === 'approved') answers.push(await provider.refund(cap.captureId, 100, `ref-${cap.captureId}`));
        }
      }
      const a = await approvedAuth(provider);
      answers.push(await provider.void(a.authorisationId));
      const t = await provider.tokenise(card(SANDBOX_TEST_CARDS.approveVisa.number, { cvv }));
      if (t.status === 'approved') answers.push(await provider.authorise(req({ token: t.token })));
      answers.push(await provider.startBankPayment({ amountAgorot: 100, currency: 'ILS' }, 'leak-bank'));
      expect(logs.length).toBeGreaterThan(0);
      // random ids are blanked first so a CVV-like run of base64url characters cannot make the check flaky
      const text = (JSON.stringify(answers) + logs.join('\n')).replace(/\b(tok|auth|cap|ref|ver|bank)_[A-Za-z0-9_-]+/g, '$1_ID');
      for (const number of numbers) {
        const digits = number.replace(/\s/g, '');
        expect(text).not.toContain(digits);
        expect(text).not.toContain(number);
        expect(text).not.toContain(digits.slice(0, 12));
      }
      expect(text).not.toContain(cvv);
      expect(text).not.toContain('9876');
      // Nor does any row of the provider's tables.
      for (const table of SANDBOX_TABLES) {
        const rows = await database.db.selectFrom(table).selectAll().execute();
        const stored = JSON.stringify(rows).replace(/\b(tok|auth|cap|ref|ver|bank)_[A-Za-z0-9_-]+/g, '$1_ID');
        for (const number of numbers) expect(stored, `${table} holds ${number}`).not.toContain(number.replace(/\s/g, '').slice(0, 12));
        expect(stored, `${table} holds the CVV`).not.toMatch(/987/);
      }
      expect(await database.db.selectFrom('sandbox_card_tokens').select('last4').execute()).not.toEqual([]);
    });
  });

  describe('SandboxPaymentProvider: two server processes on one database', () => {
    let other: Pick<DatabaseHandle, 'db' | 'dialect'> & { close?: () => Promise<void> };
    beforeAll(() => {
      // On PostgreSQL a pool of its own, as a second server process has. better-sqlite3 is synchronous: a second SQLite
      // connection in this one process would block the first (busy wait) rather than wait for it, so there the second
      // provider shares the handle; separate SQLite processes race in checkout/commit-race.test.ts.
      other = engine === 'postgres' ? openDatabase({ ...database.options, poolSize: 5 }) : { db: database.db, dialect: database.dialect };
    });
    afterAll(async () => {
      await other?.close?.();
    });

    async function pair() {
      const first = await setup({ verificationTtlMs: 60_000 });
      const clock = first.clock;
      const second = new SandboxPaymentProvider({ clock, database: other, verificationTtlMs: 60_000 });
      return { one: first.provider, two: second, clock };
    }

    it('completes a verification started on one and returned on the other, once', async () => {
      const { one, two } = await pair();
      const started = await one.authorise(
        req(card(SANDBOX_TEST_CARDS.requiresVerification.number), { amountAgorot: 3_300, returnPath: '/order/1?paymentIdentifier=p' }),
      );
      if (started.status !== 'requires_verification') throw new Error('expected verification');
      expect(await two.getVerification(started.verificationId)).toMatchObject({
        status: 'requires_verification',
        returnPath: '/order/1?paymentIdentifier=p',
      });
      expect((await two.startRedirect(started.verificationId)).status).toBe('redirect');
      // Both processes receive the return at once (a double click): one authorisation, the same answer to both.
      const [a, b] = await Promise.all([
        two.verifyReturn(started.verificationId, 'approved'),
        one.verifyReturn(started.verificationId, 'approved'),
      ]);
      expect(a).toMatchObject({ status: 'approved', amountAgorot: 3_300, card: { last4: '0034' } });
      expect(b).toEqual(a);
      expect(await one.getVerification(started.verificationId)).toEqual(a);
      expect(await database.db.selectFrom('sandbox_authorisations').select(['amount_agorot', 'status']).execute()).toEqual([
        { amount_agorot: 3_300, status: 'authorised' },
      ]);
      if (a.status !== 'approved') throw new Error('expected approval');
      expect((await one.capture(a.authorisationId, 'after-verify')).status).toBe('approved');
    });

    it('captures an authorisation raced on both processes exactly once, and then neither can void it', async () => {
      const { one, two } = await pair();
      for (let i = 0; i < 20; i++) {
        const auth = await approvedAuth(i % 2 === 0 ? one : two);
        const results = await Promise.all([
          one.capture(auth.authorisationId, `race-${i}-a`),
          two.capture(auth.authorisationId, `race-${i}-b`),
        ]);
        expect(
          results.filter((r) => r.status === 'approved'),
          `round ${i}`,
        ).toHaveLength(1);
        expect(results.filter((r) => r.status === 'rejected')).toEqual([{ status: 'rejected', reason: 'already_captured' }]);
        expect(await two.void(auth.authorisationId)).toEqual({ status: 'rejected', reason: 'already_captured' });
      }
      expect(await database.db.selectFrom('sandbox_captures').select('capture_id').execute()).toHaveLength(20);
    });

    it('lets a capture and a void race: exactly one of them takes effect', async () => {
      const { one, two } = await pair();
      for (let i = 0; i < 20; i++) {
        const auth = await approvedAuth(one);
        const [captured, voided] = await Promise.all([one.capture(auth.authorisationId, `cv-${i}`), two.void(auth.authorisationId)]);
        const row = await database.db
          .selectFrom('sandbox_authorisations')
          .select('status')
          .where('authorisation_id', '=', auth.authorisationId)
          .executeTakeFirst();
        if (captured.status === 'approved') {
          expect(voided).toEqual({ status: 'rejected', reason: 'already_captured' });
          expect(row?.status).toBe('captured');
        } else {
          expect(captured).toEqual({ status: 'rejected', reason: 'already_voided' });
          expect(voided.status).toBe('voided');
          expect(row?.status).toBe('voided');
        }
      }
    });

    it('answers the same idempotency key on both processes at once with one authorisation', async () => {
      const { one, two } = await pair();
      for (let i = 0; i < 10; i++) {
        const request = req(card(SANDBOX_TEST_CARDS.approveVisa.number), { idempotencyKey: `both-${i}`, amountAgorot: 1_000 + i });
        const [a, b] = await Promise.all([one.authorise(request), two.authorise(request)]);
        expect(a.status).toBe('approved');
        expect(b).toEqual(a);
      }
      expect(await database.db.selectFrom('sandbox_authorisations').select('authorisation_id').execute()).toHaveLength(10);
    });

    it('settles a bank payment started on one process from the other, once; refunds it once', async () => {
      const { one, two, clock } = await pair();
      const started = await one.startBankPayment({ amountAgorot: 7_000, currency: 'ILS' }, 'bank-two', '/order/2');
      if (started.status !== 'pending') throw new Error('expected pending');
      const [approved, refused] = await Promise.all([two.approveBankPayment(started.paymentId), one.declineBankPayment(started.paymentId)]);
      expect(approved.status).toBe(refused.status); // whichever came first holds for both
      expect(['approved', 'declined']).toContain(approved.status);
      expect(await one.getBankPayment(started.paymentId)).toEqual(approved);
      if (approved.status === 'approved') {
        const [r1, r2] = await Promise.all([one.refundBankPayment(started.paymentId), two.refundBankPayment(started.paymentId)]);
        expect(r1).toMatchObject({ status: 'approved', refunded: true });
        expect(r2).toEqual(r1);
      }
      const late = await two.startBankPayment({ amountAgorot: 100, currency: 'ILS' }, 'bank-two-late');
      if (late.status !== 'pending') throw new Error('expected pending');
      clock.advance(10 * 60_000);
      expect((await one.approveBankPayment(late.paymentId)).status).toBe('expired');
    });

    it('authorises with a token saved through the other process, keeping the test card behaviour', async () => {
      const { one, two } = await pair();
      const saved = await one.tokenise(card(SANDBOX_TEST_CARDS.requiresVerification.number));
      if (saved.status !== 'approved') throw new Error('expected a token');
      expect((await two.authorise(req({ token: saved.token }))).status).toBe('requires_verification');
    });
  });
});

describe('payment decline messages', () => {
  it('maps every reason to a spec payment error', () => {
    const reasons: PaymentDeclineReason[] = [
      'declined',
      'insufficient_funds',
      'expired_card',
      'invalid_card',
      'verification_failed',
      'provider_error',
    ];
    for (const reason of reasons) {
      const err = paymentDeclineError(reason);
      expect(err.code).toBe('PAYMENT_ERROR');
      expect(err.details).toEqual({ reason });
      expect(err.message).toBe(PAYMENT_DECLINE_MESSAGES[reason]);
    }
  });

  it('describes every test card in one line', () => {
    for (const c of Object.values(SANDBOX_TEST_CARDS)) expect(c.description).not.toContain('\n');
  });
});
