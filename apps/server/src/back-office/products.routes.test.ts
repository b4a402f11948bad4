import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const { telAviv, haifa, jaffa } = DASHBOARD.locations;
const productsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/products`;

const COMBO = {
  nameHe: 'קומבו זוגי',
  nameEn: 'Couple combo',
  category: 'combo',
  priceAgorot: 5200,
  sortOrder: 5,
  isActive: true,
  locationIds: [telAviv],
};

/** The products a customer is offered with a presentation (GET /api/presentations/{id}), by English name. */
async function offeredWith(t: DashboardTestApp, presentationId: number): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${presentationId}?lang=en` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().presentation.products.map((p: { name: string }) => p.name);
}

/** Issue 13, products and concessions: staff add, change and retire them per location; checkout offers them at once. */
describe.each(testEngines())('back-office products on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("lists the business's products with its locations, never another business's", async () => {
    const res = await t.get('cinemaadmin', productsUrl(cinema));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.products.map((p: { id: number }) => p.id).sort()).toEqual([1, 2, 3]);
    expect(body.locations.map((l: { id: number }) => l.id)).toEqual([telAviv, haifa]);
    expect((await t.get('cinemaadmin', productsUrl(theatre))).statusCode).toBe(403);
    expect((await t.get('cinema', productsUrl(cinema))).statusCode).toBe(403);
  });

  it('adds a concession sold in Tel Aviv: the Tel Aviv show offers it, Haifa does not; audited', async () => {
    const res = await t.post('cinemaadmin', productsUrl(cinema), COMBO);
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json();
    expect(product).toEqual({ ...COMBO, id: expect.any(Number) });
    expect(await offeredWith(t, DASHBOARD.presentations.dramaTonight)).toContain('Couple combo');
    expect(await offeredWith(t, DASHBOARD.presentations.haifaTonight)).not.toContain('Couple combo');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'entity_id', 'business_id'])
      .where('action', '=', 'product.created')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_kind: 'staff', entity_id: String(product.id), business_id: cinema });
  });

  it('changes the price and locations, then retires it: customers see each change on their next call', async () => {
    const { products } = (await t.get('manager', productsUrl(cinema))).json();
    const combo = products.find((p: { nameEn: string }) => p.nameEn === 'Couple combo');
    const url = `${productsUrl(cinema)}/${combo.id}`;
    const moved = await t.send('manager', 'PUT', url, { ...COMBO, priceAgorot: 4900, locationIds: [haifa] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().product).toMatchObject({ priceAgorot: 4900, locationIds: [haifa] });
    const haifaProducts = (await t.app.inject({ method: 'GET', url: `/api/presentations/${DASHBOARD.presentations.haifaTonight}?lang=en` }))
      .json()
      .presentation.products.find((p: { name: string }) => p.name === 'Couple combo');
    expect(haifaProducts).toMatchObject({ price: 49 });
    expect(await offeredWith(t, DASHBOARD.presentations.dramaTonight)).not.toContain('Couple combo');

    expect((await t.send('manager', 'PUT', url, { ...COMBO, locationIds: [haifa], isActive: false })).statusCode).toBe(200);
    expect(await offeredWith(t, DASHBOARD.presentations.haifaTonight)).not.toContain('Couple combo');
    const changes = await t.database.db.selectFrom('audit_log').select('data_json').where('action', '=', 'product.changed').execute();
    expect(changes).toHaveLength(2);
    expect(JSON.parse(changes[0]!.data_json ?? '{}').before).toMatchObject({ priceAgorot: 5200, locationIds: [telAviv] });
  });

  it("refuses another business's product and location, and bad input, changing nothing", async () => {
    const programme = `${productsUrl(cinema)}/${DASHBOARD.products.programme}`;
    expect((await t.send('cinemaadmin', 'PUT', programme, COMBO)).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${productsUrl(theatre)}/${DASHBOARD.products.programme}`, COMBO)).statusCode).toBe(403);
    const unknown = await t.send('cinemaadmin', 'PUT', `${productsUrl(cinema)}/999999`, COMBO);
    expect(unknown.statusCode).toBe(404);

    for (const [bad, field] of [
      [{ ...COMBO, locationIds: [jaffa] }, 'body.locationIds'],
      [{ ...COMBO, locationIds: [telAviv, telAviv] }, 'body.locationIds'],
      [{ ...COMBO, nameEn: ' ' }, 'body.nameEn'],
      [{ ...COMBO, priceAgorot: 0 }, 'body.priceAgorot'],
      [{ ...COMBO, priceAgorot: 12.5 }, 'body.priceAgorot'],
      [{ ...COMBO, category: 'Snacks & drinks' }, 'body.category'],
    ] as const) {
      const res = await t.post('cinemaadmin', `${productsUrl(cinema)}?lang=he`, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    const names = (await t.get('cinemaadmin', productsUrl(cinema))).json().products.map((p: { nameEn: string }) => p.nameEn);
    expect(names.filter((n: string) => n === 'Couple combo')).toHaveLength(1);
    const theatreProducts = (await t.get('manager', productsUrl(theatre))).json().products;
    expect(theatreProducts).toEqual([
      expect.objectContaining({ id: DASHBOARD.products.programme, nameEn: 'Programme', priceAgorot: 2000 }),
    ]);
  });
});
