import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const textsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/settings/texts`;
const customerUrl = (businessId: number, lang: string) => `/api/businesses/${businessId}/texts?lang=${lang}`;

const STAGE = {
  languages: ['he', 'en', 'ru'],
  overrides: [
    { key: 'seats.screen', locale: 'he', text: 'במה' },
    { key: 'seats.screen', locale: 'en', text: 'Stage' },
    { key: 'customer.field.terms', locale: 'ru', text: 'Я принимаю условия театра' },
  ],
};

/** The initial state the server writes into a page (its language picker offers its enabledLocales). */
function pageLocales(html: string): string[] {
  const json = /<script type="application\/json" id="kupa-initial-state">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { enabledLocales: string[] }).enabledLocales;
}

/** Issue 13, ADR 0017: a business's languages and text overrides, from the back office to the customer pages. */
describe.each(testEngines())('back-office languages and texts on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const customer = async (businessId: number, lang: string) => {
    const res = await t.app.inject({ method: 'GET', url: customerUrl(businessId, lang) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers Hebrew and English and no overrides for a business that set nothing', async () => {
    const res = await t.get('cinemaadmin', textsUrl(cinema));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ businessId: cinema, texts: { languages: ['he', 'en'], overrides: [] } });
    expect(await customer(cinema, 'en')).toEqual({ businessId: cinema, locale: 'en', languages: ['he', 'en'], texts: {} });
  });

  it('saves languages and overrides, keeps the rest of the document and other texts, audits, and the customer read shows them at once', async () => {
    const db = t.database.db;
    await db
      .updateTable('businesses')
      .set({ settings_json: JSON.stringify({ phone: '*1234' }) })
      .where('id', '=', theatre)
      .execute();
    await db
      .insertInto('business_text_overrides')
      .values({ business_id: theatre, locale: 'he', message_key: 'footer.contact', text: '*1234' })
      .execute();

    const res = await t.send('manager', 'PUT', textsUrl(theatre), STAGE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().texts).toEqual({
      languages: ['he', 'en', 'ru'],
      overrides: [
        { key: 'seats.screen', locale: 'he', text: 'במה' },
        { key: 'seats.screen', locale: 'en', text: 'Stage' },
        { key: 'customer.field.terms', locale: 'ru', text: 'Я принимаю условия театра' },
      ],
    });
    expect((await customer(theatre, 'en')).texts).toEqual({ 'seats.screen': 'Stage' });
    expect((await customer(theatre, 'he')).texts).toEqual({ 'seats.screen': 'במה' });
    expect(await customer(cinema, 'en')).toMatchObject({ texts: {} });

    const stored = JSON.parse(
      (await db.selectFrom('businesses').select('settings_json').where('id', '=', theatre).executeTakeFirstOrThrow()).settings_json,
    );
    expect(stored).toEqual({ phone: '*1234', languages: ['he', 'en', 'ru'] });
    const kept = await db
      .selectFrom('business_text_overrides')
      .select('text')
      .where('business_id', '=', theatre)
      .where('message_key', '=', 'footer.contact')
      .execute();
    expect(kept).toEqual([{ text: '*1234' }]);

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'business.texts_changed')
      .where('business_id', '=', theatre)
      .executeTakeFirstOrThrow();
    expect(audit.actor_kind).toBe('staff');
    const data = JSON.parse(audit.data_json ?? '{}');
    expect(data.before).toEqual({ languages: ['he', 'en'], overrides: [] });
    expect(data.after.overrides).toHaveLength(3);

    // Taking English away: the English overrides are refused while they remain, and none are served once removed.
    const withoutEnglish = { languages: ['he', 'ru'], overrides: STAGE.overrides.filter((o) => o.locale !== 'en') };
    expect((await t.send('manager', 'PUT', textsUrl(theatre), withoutEnglish)).statusCode).toBe(200);
    expect(await customer(theatre, 'en')).toMatchObject({ languages: ['he', 'ru'], texts: {} });
  });

  it("the site's language picker offers the enabled languages some business offers, at once", async () => {
    const page = async (path: string) => t.app.inject({ method: 'GET', url: path });
    const both = { languages: ['he', 'en'], overrides: [] };
    const hebrewOnly = { languages: ['he'], overrides: [] };
    expect((await t.send('manager', 'PUT', textsUrl(cinema), both)).statusCode).toBe(200);
    expect((await t.send('manager', 'PUT', textsUrl(theatre), hebrewOnly)).statusCode).toBe(200);
    expect(pageLocales((await page('/')).body)).toEqual(['he', 'en']);

    expect((await t.send('manager', 'PUT', textsUrl(cinema), hebrewOnly)).statusCode).toBe(200);
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(pageLocales(home.body)).toEqual(['he']);
    expect((await page('/?lang=en')).statusCode).toBe(404);

    expect((await t.send('manager', 'PUT', textsUrl(cinema), both)).statusCode).toBe(200);
    expect((await page('/?lang=en')).statusCode).toBe(200);
  });

  it("refuses another business's texts, staff who are not administrators and anonymous calls", async () => {
    const foreign = await t.send('cinemaadmin', 'PUT', textsUrl(theatre), STAGE);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.error).toBe('FORBIDDEN');
    expect((await t.get('cinemaadmin', textsUrl(theatre))).statusCode).toBe(403);
    expect((await t.send('cinema', 'PUT', textsUrl(cinema), STAGE)).statusCode).toBe(403);
    expect((await t.get('cinema', textsUrl(cinema))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: textsUrl(cinema) })).statusCode).toBe(401);
    expect((await customer(cinema, 'en')).texts).toEqual({});
  });

  it.each([
    ['a language outside the catalogue', { languages: ['he', 'fr'], overrides: [] }, 'body.languages.1'],
    ['languages without Hebrew', { languages: ['en'], overrides: [] }, 'body.languages'],
    [
      'a key that may not be replaced',
      { languages: ['he'], overrides: [{ key: 'order.price', locale: 'he', text: 'x' }] },
      'body.overrides.0.key',
    ],
    ['an empty text', { languages: ['he'], overrides: [{ key: 'seats.screen', locale: 'he', text: '  ' }] }, 'body.overrides.0.text'],
    [
      'a text too long',
      { languages: ['he'], overrides: [{ key: 'seats.screen', locale: 'he', text: 'x'.repeat(501) }] },
      'body.overrides.0.text',
    ],
    [
      'a language the business does not offer',
      { languages: ['he'], overrides: [{ key: 'seats.screen', locale: 'en', text: 'Stage' }] },
      'body.overrides.0.locale',
    ],
    [
      'the same key twice in a language',
      {
        languages: ['he'],
        overrides: [
          { key: 'seats.screen', locale: 'he', text: 'a' },
          { key: 'seats.screen', locale: 'he', text: 'b' },
        ],
      },
      'body.overrides.1.key',
    ],
  ])('refuses %s with a translated VALIDATION_ERROR naming the field, saving nothing', async (_name, body, field) => {
    const before = await t.get('manager', textsUrl(cinema));
    const res = await t.send('manager', 'PUT', `${textsUrl(cinema)}?lang=he`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    expect(res.json().error.message).toBe('נא לבדוק את הנתונים שהוזנו');
    expect((await t.get('manager', textsUrl(cinema))).json()).toEqual(before.json());
  });

  it('the customer read answers 404 for an unknown business', async () => {
    const res = await t.app.inject({ method: 'GET', url: customerUrl(999, 'en') });
    expect(res.statusCode).toBe(404);
  });
});
