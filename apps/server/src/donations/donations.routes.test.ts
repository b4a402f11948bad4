import type { CartPayload } from '@kupa/contracts';
import { KupaError } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemOrderFacts } from '../checkout/order-items';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { DONATIONS, insertDonationFixture } from '../testing/donation-fixture';
import { donationOrderLines } from './donation-order-lines';
import { DonationsRepository } from './donations.repository';
import { itemOrderForTest } from '../testing/item-order-facts';

// 22:30 UTC on 20 November is already 21 November in Jerusalem: the receipt's date is the business's.
const NOW = new Date('2026-11-20T22:30:00.000Z');
const BUSINESS = 1;
const OTHER_BUSINESS = 5;
const C = DONATIONS.community;

const donor = { FirstName: 'Dana', LastName: 'Levi', SSN: '000000018', EmailAddress1: 'dana@example.com', MobileNumber1: '0501234567' };

describe.each(testEngines())('donations on %s', (engine) => {
  let t: TestApp;
  const lines = donationOrderLines();
  let nextReservation = 100;

  beforeAll(async () => {
    t = await createTestApp(engine, NOW);
    const created_at = NOW.toISOString();
    await t.database.db
      .insertInto('businesses')
      .values([
        { id: BUSINESS, name_he: 'קולנוע', name_en: 'Cinema', slug: 'cinema', kind: 'cinema', created_at },
        { id: OTHER_BUSINESS, name_he: 'תיאטרון', name_en: 'Theatre', slug: 'theatre', kind: 'theatre', created_at },
      ])
      .execute();
    await t.database.db.insertInto('auth_profiles').values({ id: 7, business_id: BUSINESS, name: 'web' }).execute();
    await insertDonationFixture(t.database.db, BUSINESS, OTHER_BUSINESS);
  });
  afterAll(async () => t?.dispose());

  const price = (donations: CartPayload['donations'], extra: Partial<CartPayload> = {}) =>
    lines.price({ cart: { donations, ...extra }, locale: 'en', now: NOW, session: null, executor: t.database.db });
  const failure = async (donations: CartPayload['donations']) => {
    const error = await price(donations).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KupaError);
    return error as KupaError;
  };

  /** A pending order of the business, as the commit writes it before fulfilling its items. */
  async function order(customerId: number | null = null): Promise<ItemOrderFacts> {
    const id = ++nextReservation;
    return itemOrderForTest(t.database.db, {
      id,
      identifier: `DON-${id}`,
      kind: 'donations',
      status: 'pending_payment',
      businessId: BUSINESS,
      customerId,
      buyerUuid: '00000000-0000-4000-8000-000000000001',
      customerInfo: donor,
      locale: 'he',
      now: NOW,
    });
  }

  it('lists the active donations with their fixed amounts smallest first and the custom range, in shekels', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/donations?lang=en&businessId=${BUSINESS}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      donations: [
        {
          id: C.id,
          businessId: BUSINESS,
          code: 'COMMUNITY',
          name: 'Community fund',
          description: 'Screenings for teenagers',
          currency: 'ILS',
          amounts: [
            { id: C.fixed.chai, amount: 18 },
            { id: C.fixed.double, amount: 36 },
            { id: C.fixed.hundred, amount: 100 },
          ],
          customAmount: { id: C.custom, min: 10, max: 5000 },
        },
      ],
    });
    const all = (await t.app.inject({ method: 'GET', url: '/api/donations?lang=he' })).json();
    expect(all.donations.map((d: { id: number; name: string }) => [d.id, d.name])).toEqual([
      [C.id, 'קרן הקהילה'],
      [DONATIONS.other.id, 'קרן אחרת'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/donations?businessId=0' })).statusCode).toBe(400);
  });

  it('prices fixed amounts from the database times their quantity, and a custom amount as given', async () => {
    const priced = await price([
      {
        id: C.id,
        donationDetails: [
          { id: C.fixed.chai, selectedQuantity: 2 },
          { id: C.fixed.hundred },
          { id: C.custom, customAmount: 250.5 },
          { id: C.fixed.double, selectedQuantity: 0 },
        ],
      },
    ]);
    expect(priced).toMatchObject({ businessId: BUSINESS, authProfileId: 7, currency: 'ILS', totalAgorot: 3600 + 10000 + 25050 });
    expect(priced.requiresCustomer).toBe(false);
    expect(priced.items).toEqual([
      { itemId: C.fixed.chai, nameHe: 'קרן הקהילה', nameEn: 'Community fund', quantity: 2, unitPriceAgorot: 1800 },
      { itemId: C.fixed.hundred, nameHe: 'קרן הקהילה', nameEn: 'Community fund', quantity: 1, unitPriceAgorot: 10000 },
      { itemId: C.custom, nameHe: 'קרן הקהילה', nameEn: 'Community fund', quantity: 1, unitPriceAgorot: 25050 },
    ]);
  });

  it('needs a logged-in donor where the business sells to logged-in customers only (auth.required, spec 6)', async () => {
    const settings = (json: string) =>
      t.database.db.updateTable('businesses').set({ settings_json: json }).where('id', '=', BUSINESS).execute();
    await settings(JSON.stringify({ auth: { required: true } }));
    try {
      expect((await price([{ id: C.id, donationDetails: [{ id: C.fixed.chai }] }])).requiresCustomer).toBe(true);
    } finally {
      await settings('{}');
    }
    expect((await price([{ id: C.id, donationDetails: [{ id: C.fixed.chai }] }])).requiresCustomer).toBe(false);
  });

  it('refuses a custom amount out of its range, zero, negative or missing', async () => {
    const custom = (customAmount?: number) => [{ id: C.id, donationDetails: [{ id: C.custom, customAmount }] }];
    const low = await failure(custom(9.99));
    expect(low.code).toBe('OPEN_VALUE_OUT_OF_RANGE');
    expect(low.details).toEqual({ min: 10, max: 5000 });
    expect((await failure(custom(5000.01))).code).toBe('OPEN_VALUE_OUT_OF_RANGE');
    expect((await failure(custom(0))).code).toBe('INVALID_AMOUNT');
    expect((await failure(custom(-20))).code).toBe('INVALID_AMOUNT');
    expect((await failure(custom(undefined))).code).toBe('INVALID_AMOUNT');
    expect((await price(custom(10))).totalAgorot).toBe(1000);
    expect((await price(custom(5000))).totalAgorot).toBe(500000);
  });

  it('refuses an amount of another donation, of an inactive one or unknown, an empty choice and two businesses', async () => {
    expect((await failure([{ id: C.id, donationDetails: [{ id: 999999 }] }])).code).toBe('DONATION_NOT_FOUND');
    expect((await failure([{ id: C.id, donationDetails: [{ id: DONATIONS.other.fixed }] }])).code).toBe('DONATION_NOT_FOUND');
    expect((await failure([{ id: DONATIONS.inactive.id, donationDetails: [{ id: DONATIONS.inactive.fixed }] }])).code).toBe(
      'DONATION_NOT_FOUND',
    );
    expect((await failure([{ id: C.id, donationDetails: [{ id: C.fixed.chai, selectedQuantity: 0 }] }])).code).toBe('NOTHING_SELECTED');
    expect((await failure([])).code).toBe('NOTHING_SELECTED');
    const twoBusinesses = await failure([
      { id: C.id, donationDetails: [{ id: C.fixed.chai }] },
      { id: DONATIONS.other.id, donationDetails: [{ id: DONATIONS.other.fixed }] },
    ]);
    expect(twoBusinesses.code).toBe('INCOMPATIBLE_BUSINESS');
    const otherCart = await price([{ id: C.id, donationDetails: [{ id: C.fixed.chai }] }], { businessId: OTHER_BUSINESS }).catch(
      (e: unknown) => e,
    );
    expect((otherCart as KupaError).code).toBe('INCOMPATIBLE_BUSINESS');
  });

  it('fulfils an order with its gifts and a receipt by e-mail (number, date, amount, donor, ID number) and SMS', async () => {
    const priced = await price([
      {
        id: C.id,
        donationDetails: [
          { id: C.fixed.chai, selectedQuantity: 2 },
          { id: C.custom, customAmount: 64 },
        ],
      },
    ]);
    const facts = await order();
    const fulfilled = await t.database.db.transaction().execute((trx) => lines.fulfil(trx, facts, priced.lines));
    const gifts = await t.database.db
      .selectFrom('donation_gifts')
      .select(['donation_id', 'customer_id', 'amount_agorot', 'quantity', 'created_at'])
      .where('reservation_id', '=', facts.reservationId)
      .orderBy('id')
      .execute();
    expect(gifts).toEqual([
      { donation_id: C.id, customer_id: null, amount_agorot: 1800, quantity: 2, created_at: NOW.toISOString() },
      { donation_id: C.id, customer_id: null, amount_agorot: 6400, quantity: 1, created_at: NOW.toISOString() },
    ]);
    const email = fulfilled.messages.find((m) => m.channel === 'email');
    const sms = fulfilled.messages.find((m) => m.channel === 'sms');
    expect(email).toMatchObject({ businessId: BUSINESS, recipient: 'dana@example.com', template: 'donation-receipt' });
    expect(email?.subject).toContain(facts.identifier);
    expect(email?.body).toContain(`קבלה מספר: ${facts.identifier}`);
    expect(email?.body).toContain('תאריך: 21/11/2026');
    expect(email?.body).toMatch(/סכום התרומה: .*100\.00/);
    expect(email?.body).toContain('שם התורם: Dana Levi');
    expect(email?.body).toContain('מספר זהות: 000000018');
    expect(email?.body).toContain('קרן הקהילה');
    expect(sms).toMatchObject({ recipient: '0501234567', template: 'donation-receipt' });
    expect(sms?.body).toContain(facts.identifier);
    expect(sms?.body).toContain('100.00');
    // The ID number goes in the e-mail receipt only.
    expect(sms?.body).not.toContain('000000018');
  });

  it('writes the English receipt for an English order, and no SMS without a mobile number', async () => {
    const priced = await price([{ id: C.id, donationDetails: [{ id: C.fixed.hundred }] }]);
    const facts = { ...(await order()), locale: 'en' as const, customerInfo: { ...donor, MobileNumber1: null } };
    const { messages } = await t.database.db.transaction().execute((trx) => lines.fulfil(trx, facts, priced.lines));
    expect(messages.map((m) => m.channel)).toEqual(['email']);
    expect(messages[0]?.body).toContain(`Receipt number: ${facts.identifier}`);
    expect(messages[0]?.body).toContain('Date: 21/11/2026');
    expect(messages[0]?.body).toContain('ID number: 000000018');
    expect(messages[0]?.body).toContain('Community fund: ₪100.00');
  });

  it('leaves the ID number line out when the form did not ask for it', async () => {
    const priced = await price([{ id: C.id, donationDetails: [{ id: C.fixed.chai }] }]);
    const facts = { ...(await order()), locale: 'en' as const, customerInfo: { ...donor, SSN: null } };
    const { messages } = await t.database.db.transaction().execute((trx) => lines.fulfil(trx, facts, priced.lines));
    expect(messages.find((m) => m.channel === 'email')?.body).not.toContain('ID number');
  });

  it('undoes an order: its gifts are kept, marked cancelled, and no longer counted; nothing else is touched', async () => {
    const priced = await price([{ id: C.id, donationDetails: [{ id: C.fixed.double }] }]);
    const kept = await order();
    const undone = await order();
    await t.database.db.transaction().execute(async (trx) => {
      await lines.fulfil(trx, kept, priced.lines);
      await lines.fulfil(trx, undone, priced.lines);
    });
    await t.database.db.transaction().execute((trx) => lines.undo(trx, { reservationId: undone.reservationId, at: NOW.toISOString() }));
    const gifts = (reservationId: number) =>
      t.database.db.selectFrom('donation_gifts').select(['status', 'cancelled_at']).where('reservation_id', '=', reservationId).execute();
    expect(await gifts(undone.reservationId)).toEqual([{ status: 'cancelled', cancelled_at: NOW.toISOString() }]);
    expect(await gifts(kept.reservationId)).toEqual([{ status: 'given', cancelled_at: null }]);
    const repo = DonationsRepository.of(t.database.db);
    expect(await repo.giftsOf(undone.reservationId)).toEqual([]);
    expect(await repo.giftsOf(kept.reservationId)).toHaveLength(1);
    // The database refuses a status outside the union.
    await expect(
      t.database.db
        .updateTable('donation_gifts')
        .set({ status: 'gone' as 'given' })
        .where('reservation_id', '=', kept.reservationId)
        .execute(),
    ).rejects.toThrow();
  });
});
