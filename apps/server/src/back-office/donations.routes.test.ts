import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const donationsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/donations`;

const FUND = {
  code: 'YOUTH',
  nameHe: 'קרן הנוער',
  nameEn: 'Youth fund',
  descriptionHe: 'הקרנות לבני נוער.',
  descriptionEn: 'Screenings for young people.',
  amountsAgorot: [1800, 3600],
  custom: { minAgorot: 1000, maxAgorot: 100000 },
  isActive: true,
};

interface PublicDonation {
  id: number;
  name: string;
  amounts: Array<{ id: number; amount: number }>;
  customAmount: { id: number; min: number; max: number } | null;
}

async function offered(t: DashboardTestApp, businessId: number): Promise<PublicDonation[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/donations?businessId=${businessId}&lang=en` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().donations;
}

/** Issue 13, donation choices: staff set the amounts and texts; the donations page and the cart offer them at once. */
describe.each(testEngines())('back-office donations on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('adds a donation choice: the page offers its amounts and a cart of one is priced; audited', async () => {
    const res = await t.post('cinemaadmin', donationsUrl(cinema), FUND);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().donation).toEqual({ ...FUND, id: expect.any(Number) });
    const [youth] = await offered(t, cinema);
    expect(youth).toMatchObject({ name: 'Youth fund', customAmount: { min: 10, max: 1000 } });
    expect(youth!.amounts.map((a) => a.amount)).toEqual([18, 36]);
    expect(await offered(t, theatre)).toEqual([]);

    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart?lang=en',
      headers: { uuid: '6f1d1a52-3c1b-4bde-9d55-0a1b2c3d4e02' },
      payload: { cart: { donations: [{ id: youth!.id, donationDetails: [{ id: youth!.amounts[1]!.id, selectedQuantity: 1 }] }] } },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cart).toMatchObject({ orderKind: 'donations', itemsTotal: 36 });
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'donation').execute();
    expect(audit).toEqual([{ action: 'donation.created' }]);
  });

  it('changes the amounts (an amount kept keeps its id), drops the custom amount, and retiring stops offering it', async () => {
    const [before] = await offered(t, cinema);
    const [fund] = (await t.get('manager', donationsUrl(cinema))).json().donations;
    const url = `${donationsUrl(cinema)}/${fund.id}`;
    const res = await t.send('manager', 'PUT', url, { ...FUND, amountsAgorot: [3600, 5000], custom: null });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await offered(t, cinema);
    expect(after!.amounts.map((a) => a.amount)).toEqual([36, 50]);
    expect(after!.amounts[0]!.id).toBe(before!.amounts[1]!.id);
    expect(after!.customAmount).toBeNull();

    expect((await t.send('manager', 'PUT', url, { ...FUND, isActive: false })).statusCode).toBe(200);
    expect(await offered(t, cinema)).toEqual([]);
  });

  it("refuses another business's donation, a code in use and bad input, changing nothing", async () => {
    const [fund] = (await t.get('cinemaadmin', donationsUrl(cinema))).json().donations;
    expect((await t.get('cinemaadmin', donationsUrl(theatre))).statusCode).toBe(403);
    expect((await t.get('cinema', donationsUrl(cinema))).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${donationsUrl(theatre)}/${fund.id}`, FUND)).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${donationsUrl(cinema)}/999999`, FUND)).json().error.error).toBe('DONATION_NOT_FOUND');
    const theatreFund = await t.post('manager', donationsUrl(theatre), FUND);
    expect(theatreFund.statusCode, theatreFund.body).toBe(200);
    expect((await t.send('cinemaadmin', 'PUT', `${donationsUrl(cinema)}/${theatreFund.json().donation.id}`, FUND)).statusCode).toBe(403);

    for (const [bad, field] of [
      [{ ...FUND, code: 'youth' }, 'body.code'],
      [{ ...FUND, code: 'NEW', amountsAgorot: [], custom: null }, 'body.amountsAgorot'],
      [{ ...FUND, code: 'NEW', amountsAgorot: [1800, 1800] }, 'body.amountsAgorot'],
      [{ ...FUND, code: 'NEW', amountsAgorot: [50] }, 'body.amountsAgorot.0'],
      [{ ...FUND, code: 'NEW', custom: { minAgorot: 5000, maxAgorot: 1000 } }, 'body.custom.maxAgorot'],
      [{ ...FUND, code: 'NEW', nameHe: '' }, 'body.nameHe'],
    ] as const) {
      const res = await t.post('cinemaadmin', donationsUrl(cinema), bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await t.get('cinemaadmin', donationsUrl(cinema))).json().donations).toHaveLength(1);
  });
});
