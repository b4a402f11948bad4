import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const classesUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/voucher-classes`;

const GIFT_CARD = {
  nameHe: 'כרטיס מתנה',
  nameEn: 'Gift card',
  descriptionHe: 'לכרטיסים ולמזנון.',
  descriptionEn: 'For tickets and snacks.',
  termsHe: null,
  termsEn: null,
  kind: 'value',
  validityDays: 365,
  replacementDays: null,
  isOpenValue: false,
  minPriceAgorot: null,
  maxPriceAgorot: null,
  isActive: true,
  prices: [
    { id: null, priceCode: 'GC100', nameHe: '100 ₪', nameEn: '₪100', priceAgorot: 10000, valueAgorot: 10000, ticketQuantity: null },
    { id: null, priceCode: 'GC200', nameHe: '200 ₪', nameEn: '₪200', priceAgorot: 19000, valueAgorot: 20000, ticketQuantity: null },
  ],
};
const TWO_TICKETS = {
  ...GIFT_CARD,
  nameHe: 'שובר זוגי',
  nameEn: 'Two tickets',
  kind: 'tickets',
  prices: [
    { id: null, priceCode: 'TWO', nameHe: '2 כרטיסים', nameEn: '2 tickets', priceAgorot: 8900, valueAgorot: null, ticketQuantity: 2 },
  ],
};

interface PublicClass {
  Name: string;
  Kind: string;
  ValidityDays: number;
  Prices: Array<{ PriceCode: string; Price: number; Value: number | null; TicketQuantity: number | null }>;
}

async function onSale(t: DashboardTestApp, businessId: number): Promise<PublicClass[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/system-vouchers?businessId=${businessId}&lang=en` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().systemVouchers;
}

/** Issue 13, voucher classes: staff put gift vouchers on sale, change their prices and retire them; the page follows. */
describe.each(testEngines())('back-office voucher classes on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('adds a value class and a tickets class: both are on the vouchers page at once, audited', async () => {
    expect((await t.get('cinemaadmin', classesUrl(cinema))).json()).toEqual({ businessId: cinema, classes: [] });
    const gift = await t.post('cinemaadmin', classesUrl(cinema), GIFT_CARD);
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json().voucherClass).toMatchObject({
      nameEn: 'Gift card',
      isCustomerVoucher: false,
      prices: [{ priceCode: 'GC100' }, { priceCode: 'GC200' }],
    });
    expect((await t.post('cinemaadmin', classesUrl(cinema), TWO_TICKETS)).statusCode).toBe(200);

    const page = await onSale(t, cinema);
    expect(page.map((c) => c.Name)).toEqual(['Gift card', 'Two tickets']);
    expect(page[0]!.Prices).toEqual([
      expect.objectContaining({ PriceCode: 'GC100', Price: 100, Value: 100 }),
      expect.objectContaining({ PriceCode: 'GC200', Price: 190, Value: 200 }),
    ]);
    expect(page[1]).toMatchObject({ Kind: 'tickets', Prices: [{ PriceCode: 'TWO', Price: 89, TicketQuantity: 2 }] });
    expect(await onSale(t, theatre)).toEqual([]);
    const audits = await t.database.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'voucherClass.created').execute();
    expect(audits).toHaveLength(2);
  });

  it('changes a price, adds one and removes an unsold one; a sold price stays; retiring takes the class off sale', async () => {
    const [gift] = (await t.get('manager', classesUrl(cinema))).json().classes;
    const [gc100, gc200] = gift.prices;
    await t.database.db
      .insertInto('system_vouchers')
      .values({
        reference: 'SOLD-GC100',
        business_id: cinema,
        class_id: gift.id,
        price_id: gc100.id,
        initial_value_agorot: 10000,
        balance_agorot: 10000,
        start_date: '2026-11-21',
        end_date: '2027-11-21',
        is_for_replacement: 0,
        created_at: '2026-11-21T10:00:00.000Z',
      })
      .execute();
    const url = `${classesUrl(cinema)}/${gift.id}`;
    const keepSold = {
      ...GIFT_CARD,
      validityDays: 730,
      prices: [
        { ...GIFT_CARD.prices[0], id: gc100.id, priceAgorot: 9500 },
        { ...GIFT_CARD.prices[1], id: null, priceCode: 'GC500', nameEn: '₪500', priceAgorot: 50000, valueAgorot: 50000 },
      ],
    };
    const res = await t.send('manager', 'PUT', url, keepSold);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().voucherClass.prices.map((p: { id: number; priceCode: string }) => p.priceCode)).toEqual(['GC100', 'GC500']);
    expect(res.json().voucherClass.prices[0].id).toBe(gc100.id);
    const page = (await onSale(t, cinema)).find((c) => c.Name === 'Gift card');
    expect(page).toMatchObject({
      ValidityDays: 730,
      Prices: [
        { PriceCode: 'GC100', Price: 95 },
        { PriceCode: 'GC500', Price: 500 },
      ],
    });
    expect(gc200.id).not.toBe(gc100.id);

    const dropSold = await t.send('manager', 'PUT', url, { ...keepSold, prices: [keepSold.prices[1]] });
    expect(dropSold.statusCode).toBe(400);
    expect(dropSold.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.prices' } });

    expect((await t.send('manager', 'PUT', url, { ...keepSold, isActive: false })).statusCode).toBe(200);
    expect((await onSale(t, cinema)).map((c) => c.Name)).toEqual(['Two tickets']);
    const view = await t.app.inject({ method: 'GET', url: '/api/system-vouchers/view/SOLD-GC100?lang=en' });
    expect(view.statusCode, view.body).toBe(200);
  });

  it("refuses another business's class, a foreign price id and bad input, changing nothing", async () => {
    const [gift, two] = (await t.get('cinemaadmin', classesUrl(cinema))).json().classes;
    expect((await t.get('cinemaadmin', classesUrl(theatre))).statusCode).toBe(403);
    expect((await t.get('cinema', classesUrl(cinema))).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${classesUrl(theatre)}/${gift.id}`, GIFT_CARD)).statusCode).toBe(403);
    expect((await t.post('cinema', classesUrl(cinema), GIFT_CARD)).statusCode).toBe(403);
    const unknown = await t.send('cinemaadmin', 'PUT', `${classesUrl(cinema)}/999999`, GIFT_CARD);
    expect(unknown.json().error.error).toBe('SYSTEM_VOUCHER_NOT_FOUND');
    const theatreClass = await t.post('manager', classesUrl(theatre), { ...GIFT_CARD, nameEn: 'Theatre gift' });
    expect((await t.send('cinemaadmin', 'PUT', `${classesUrl(cinema)}/${theatreClass.json().voucherClass.id}`, GIFT_CARD)).statusCode).toBe(
      403,
    );

    const open = {
      ...GIFT_CARD,
      isOpenValue: true,
      minPriceAgorot: 5000,
      maxPriceAgorot: 100000,
      prices: [{ ...GIFT_CARD.prices[0], priceAgorot: 0, valueAgorot: null }],
    };
    for (const [url, bad, field] of [
      [
        `${classesUrl(cinema)}/${gift.id}`,
        { ...GIFT_CARD, prices: [{ ...GIFT_CARD.prices[0], id: two.prices[0].id }] },
        'body.prices.0.id',
      ],
      [classesUrl(cinema), { ...GIFT_CARD, prices: [] }, 'body.prices'],
      [classesUrl(cinema), { ...GIFT_CARD, prices: [GIFT_CARD.prices[0], GIFT_CARD.prices[0]] }, 'body.prices'],
      [classesUrl(cinema), { ...GIFT_CARD, prices: [{ ...GIFT_CARD.prices[0], valueAgorot: null }] }, 'body.prices.0.valueAgorot'],
      [
        classesUrl(cinema),
        { ...TWO_TICKETS, prices: [{ ...TWO_TICKETS.prices[0], ticketQuantity: null }] },
        'body.prices.0.ticketQuantity',
      ],
      [classesUrl(cinema), { ...open, maxPriceAgorot: 1000 }, 'body.maxPriceAgorot'],
      [classesUrl(cinema), { ...open, minPriceAgorot: null }, 'body.minPriceAgorot'],
      [classesUrl(cinema), { ...GIFT_CARD, validityDays: 0 }, 'body.validityDays'],
      [classesUrl(cinema), { ...GIFT_CARD, kind: 'points' }, 'body.kind'],
      [classesUrl(cinema), { ...GIFT_CARD, prices: [{ ...GIFT_CARD.prices[0], priceCode: 'GC 100' }] }, 'body.prices.0.priceCode'],
    ] as const) {
      const res = await t.send('cinemaadmin', url === classesUrl(cinema) ? 'POST' : 'PUT', url, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await t.post('cinemaadmin', classesUrl(cinema), { ...open, nameEn: 'Open value' })).statusCode).toBe(200);
    const names = (await t.get('cinemaadmin', classesUrl(cinema))).json().classes.map((c: { nameEn: string }) => c.nameEn);
    expect(names).toEqual(['Gift card', 'Two tickets', 'Open value']);
    expect((await onSale(t, cinema)).find((c) => c.Name === 'Open value')).toMatchObject({ Prices: [{ Value: null }] });
  });
});
