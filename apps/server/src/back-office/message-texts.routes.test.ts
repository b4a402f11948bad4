import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { signInBackOfficeStaff } from '../testing/staff-login';
import { testEngines } from '../testing/test-database';
import { insertVouchersFixture, voucherLine, VOUCHERS } from '../testing/vouchers-test-fixture';

const BUSINESS = SEATING.businessId;
const HALL = SEATING.sections.hall;
const APPROVE = '4580000000000000';
const textsUrl = `/api/kupa-live/manage/businesses/${BUSINESS}/settings/texts?lang=en`;

const OWN_TEXTS = {
  languages: ['he', 'en'],
  overrides: [
    { key: 'seats.screen', locale: 'en', text: 'Stage' },
    { key: 'email.ticketsSubject', locale: 'he', text: 'הכרטיסים לסינמה סיטי' },
    { key: 'email.ticketsSubject', locale: 'en', text: 'Cinema City tickets' },
    { key: 'email.signature', locale: 'he', text: 'סינמה סיטי גלילות · חניה בשער 3' },
    { key: 'email.signature', locale: 'en', text: 'Cinema City Glilot · parking at gate 3' },
    { key: 'sms.signature', locale: 'he', text: 'סינמה סיטי' },
    { key: 'sms.signature', locale: 'en', text: 'Cinema City' },
  ],
};

/**
 * Issue 13, ADR 0017: the texts a business saves for its messages (the tickets e-mail's subject, the e-mail and SMS
 * signatures) reach the outbox with its next orders, in the order's language.
 */
describe.each(testEngines())('a business’s own texts in the SMS and e-mails of its orders on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls>;
  let boss = '';
  let buyer = 1700;
  let presentation = 0;

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    calls = cartCalls(t.app);
    await insertVouchersFixture(t.database.db);
    ({ boss } = await signInBackOfficeStaff(t, BUSINESS, 3, SEATING_NOW));
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const saveTexts = async (texts: object) => {
    const res = await t.app.inject({ method: 'PUT', url: textsUrl, headers: { cookie: boss }, payload: texts });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A paid order of one seat in `lang`, and the SMS and e-mail it wrote to the outbox. */
  async function buy(lang: 'he' | 'en') {
    const uuid = cartBuyer(++buyer);
    const presentationId = CART.presentation(++presentation);
    expect((await calls.hold(uuid, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
    const cart = { seats: [line(presentationId, CART.policies.regular)], customerInfo: CUSTOMER_INFO, creditcardInfo: card(APPROVE) };
    expect((await calls.cart(uuid, cart)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/payment/commit?lang=${lang}`, headers: { uuid }, payload: { cart } });
    expect(res.statusCode, res.body).toBe(200);
    const identifier: string = res.json().reservationIdentifier;
    return { uuid, identifier, ...(await messagesOf(identifier)) };
  }

  async function messagesOf(identifier: string) {
    const [email, sms] = await t.database.db
      .selectFrom('outbox')
      .select(['channel', 'subject', 'body'])
      .where('body', 'like', `%${identifier}%`)
      .orderBy('channel')
      .execute();
    expect([email?.channel, sms?.channel]).toEqual(['email', 'sms']);
    return { subject: email?.subject ?? '', email: email?.body ?? '', sms: sms?.body ?? '' };
  }

  it('writes the standard texts while the business has set none', async () => {
    const order = await buy('en');
    expect(order.subject).toBe(`Your tickets – order ${order.identifier}`);
    expect(order.email).toMatch(/^Thank you for your order\.\nOrder number: \S+\nYour tickets: \S+$/);
    expect(order.sms).toMatch(/^Order \S+ is confirmed\. Your tickets: \S+$/);
  });

  it('names and signs the messages of the next order once staff saved the texts, in English and in Hebrew', async () => {
    await saveTexts(OWN_TEXTS);
    const en = await buy('en');
    expect(en.subject).toBe(`Cinema City tickets – order ${en.identifier}`);
    expect(en.email).toMatch(/^Thank you for your order\.\n[^]*\n\nCinema City Glilot · parking at gate 3$/);
    expect(en.sms).toMatch(/^Order \S+ is confirmed\. Your tickets: \S+\nCinema City$/);

    const he = await buy('he');
    expect(he.subject).toBe(`הכרטיסים לסינמה סיטי – הזמנה ${he.identifier}`);
    expect(he.email.endsWith('\n\nסינמה סיטי גלילות · חניה בשער 3')).toBe(true);
    expect(he.sms.endsWith('\nסינמה סיטי')).toBe(true);
  });

  it('signs the e-ticket link the buyer sends again by SMS', async () => {
    const order = await buy('en');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${order.identifier}/sendTickets?lang=en`,
      headers: { uuid: order.uuid },
      payload: { mobileNumber: '052-777-8888' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', '0527778888').execute();
    expect(sent.map((m) => m.body)).toEqual([expect.stringMatching(/^Your Kupa tickets: \S+\nCinema City$/)]);
  });

  it("signs the messages of another module's order too (gift vouchers), whose subject stays its own", async () => {
    const cart = {
      vouchers: [voucherLine(VOUCHERS.classes.giftCard, VOUCHERS.prices.gift100, 1)],
      businessId: BUSINESS,
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: card(APPROVE),
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/commit?lang=en',
      headers: { uuid: cartBuyer(++buyer) },
      payload: { cart },
    });
    expect(res.statusCode, res.body).toBe(200);
    const identifier: string = res.json().reservationIdentifier;
    const sent = await messagesOf(identifier);
    expect(sent.subject).toBe(`Your gift voucher – order ${identifier}`);
    expect(sent.email.endsWith('\n\nCinema City Glilot · parking at gate 3')).toBe(true);
    expect(sent.sms.endsWith('\nCinema City')).toBe(true);
  });

  it('serves the customer pages their own texts only, never the messages’ ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${BUSINESS}/texts?lang=en` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().texts).toEqual({ 'seats.screen': 'Stage' });
  });

  it('writes the standard texts in a language the business no longer offers, even with a row of it left in the table', async () => {
    await saveTexts({ languages: ['he'], overrides: OWN_TEXTS.overrides.filter((o) => o.locale === 'he') });
    await t.database.db
      .insertInto('business_text_overrides')
      .values({ business_id: BUSINESS, locale: 'en', message_key: 'sms.signature', text: 'Cinema City' })
      .execute();
    const en = await buy('en');
    expect(en.subject).toBe(`Your tickets – order ${en.identifier}`);
    expect(en.sms).toMatch(/confirmed\. Your tickets: \S+$/);
    const he = await buy('he');
    expect(he.sms.endsWith('\nסינמה סיטי')).toBe(true);
  });
});
