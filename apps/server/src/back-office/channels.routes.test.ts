import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { integrationKey } from '../integration/integration.service';
import { createReferralPricing } from '../mini-sites/mini-sites-module';
import { referralPrice } from '../mini-sites/mini-sites.service';
import { DASHBOARD, DASHBOARD_NOW } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const base = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}`;

const SITE = {
  url: 'film-club',
  nameHe: 'מועדון הסרט',
  nameEn: 'Film Club',
  taglineHe: 'קולנוע לחברים',
  taglineEn: 'Cinema for members',
  brandColor: '#1A5276',
  prices: [{ pricePolicyId: DASHBOARD.pricePolicies.regular, price: 33 }],
};
const PARTNER = {
  code: 'city-magazine',
  nameHe: 'מגזין העיר',
  nameEn: 'City Magazine',
  allowedOrigins: ['https://magazine.example'],
  linkTtlSeconds: 3600,
};

/** Issue 13, mini sites and partners: staff make them; the public page, referral prices and partner links follow. */
describe.each(testEngines())('back-office mini sites and partners on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("makes a mini site whose page answers at once and whose referral prices price the business's tickets", async () => {
    const res = await t.post('cinemaadmin', `${base(cinema)}/mini-sites`, SITE);
    expect(res.statusCode, res.body).toBe(200);
    const { miniSite } = res.json();
    expect(miniSite).toEqual({ ...SITE, brandColor: '#1a5276', id: expect.any(Number) });
    const answered = await t.app.inject({ method: 'GET', url: '/api/mini-sites/film-club?lang=en' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().miniSite).toMatchObject({ name: 'Film Club', tagline: 'Cinema for members', brandColor: '#1a5276' });

    // A presentation whose source is the new site (the schedule section does not yet set a source).
    await t.database.db
      .updateTable('presentations')
      .set({ mini_site_id: miniSite.id })
      .where('id', '=', DASHBOARD.presentations.dramaTonight)
      .execute();
    // The checkout's referral pricing (what the cart and the commit charge) takes the new site's price.
    const referral = await createReferralPricing(t.database.db).referralOf(miniSite.id, [
      { id: DASHBOARD.presentations.dramaTonight, businessId: cinema, miniSiteId: miniSite.id },
    ]);
    expect(referralPrice(referral, DASHBOARD.pricePolicies.regular, 4500)).toBe(3300);
    expect(referralPrice(referral, DASHBOARD.pricePolicies.senior, 3800)).toBe(3800);
    const page = (await t.app.inject({ method: 'GET', url: '/api/mini-sites/film-club?lang=en' })).json();
    expect(page.presentations.map((p: { presentation: { id: number } }) => p.presentation.id)).toEqual([
      DASHBOARD.presentations.dramaTonight,
    ]);

    const changed = await t.send('cinemaadmin', 'PUT', `${base(cinema)}/mini-sites/${miniSite.id}`, {
      ...SITE,
      url: 'film-club-2',
      prices: [],
    });
    expect(changed.json().miniSite).toMatchObject({ url: 'film-club-2', prices: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/mini-sites/film-club' })).statusCode).toBe(404);
    const listed = (await t.get('cinemaadmin', `${base(cinema)}/channels`)).json();
    expect(listed.miniSites.map((s: { url: string }) => s.url)).toContain('film-club-2');
    expect(listed.pricePolicies.map((p: { id: number }) => p.id)).toContain(DASHBOARD.pricePolicies.regular);
  });

  it("refuses another business, a taken url, another business's ticket type and bad input, saving nothing", async () => {
    expect((await t.post('cinemaadmin', `${base(theatre)}/mini-sites`, { ...SITE, url: 'x-1' })).statusCode).toBe(403);
    expect((await t.post('cinema', `${base(cinema)}/mini-sites`, { ...SITE, url: 'x-2' })).statusCode).toBe(403);
    for (const [bad, field] of [
      [{ ...SITE, url: 'film-club-2' }, 'body.url'],
      [{ ...SITE, url: 'Bad Url!' }, 'body.url'],
      [{ ...SITE, url: 'x-3', prices: [{ pricePolicyId: DASHBOARD.pricePolicies.theatreRegular, price: 10 }] }, 'body.prices'],
      [{ ...SITE, url: 'x-4', brandColor: 'red' }, 'body.brandColor'],
      [{ ...SITE, url: 'x-5', nameEn: ' ' }, 'body.nameEn'],
    ] as const) {
      const res = await t.post('cinemaadmin', `${base(cinema)}/mini-sites`, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    const sites = await t.database.db.selectFrom('mini_sites').select('url').where('url', 'like', 'x-%').execute();
    expect(sites).toEqual([]);
  });

  it('makes a partner whose secret is shown once and signs links; a rotated secret replaces it', async () => {
    const res = await t.post('cinemaadmin', `${base(cinema)}/partners`, PARTNER);
    expect(res.statusCode, res.body).toBe(200);
    const { partner, secret } = res.json();
    expect(partner).toEqual({ ...PARTNER, id: expect.any(Number) });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await t.get('cinemaadmin', `${base(cinema)}/channels`);
    expect(listed.body).not.toContain(secret);

    const ts = String(Math.floor(DASHBOARD_NOW.getTime() / 1000));
    const ret = 'https://magazine.example/back';
    const link = (key: string) =>
      t.app.inject({ method: 'GET', url: `/api/integration?${new URLSearchParams({ TS: ts, ret, key, lang: 'en' })}` });
    const ok = await link(integrationKey(secret, ts, ret));
    expect(ok.json()).toEqual({ integrationId: 'city-magazine', partnerName: 'City Magazine', returnUrl: ret });

    const rotated = await t.post('cinemaadmin', `${base(cinema)}/partners/${partner.id}/secret`, {});
    const next = rotated.json().secret;
    expect(next).not.toBe(secret);
    expect((await link(integrationKey(secret, ts, ret))).json().error.error).toBe('INTEGRATION_KEY_INVALID');
    expect((await link(integrationKey(next, ts, ret))).json().integrationId).toBe('city-magazine');

    const moved = await t.send('cinemaadmin', 'PUT', `${base(cinema)}/partners/${partner.id}`, {
      ...PARTNER,
      allowedOrigins: ['https://other.example'],
    });
    expect(moved.json().partner.allowedOrigins).toEqual(['https://other.example']);
    expect((await link(integrationKey(next, ts, ret))).json().error.error).toBe('INTEGRATION_RETURN_NOT_ALLOWED');
    const audit = await t.database.db.selectFrom('audit_log').select('data_json').where('entity', '=', 'integration_partner').execute();
    expect(audit.length).toBe(3);
    for (const entry of audit) expect(entry.data_json).not.toContain(secret);
  });

  it("refuses another business's partner, a taken code and origins that are not origins", async () => {
    const theirs = await t.post('manager', `${base(theatre)}/partners`, { ...PARTNER, code: 'stage-guide' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const id = theirs.json().partner.id;
    expect((await t.post('cinemaadmin', `${base(cinema)}/partners/${id}/secret`, {})).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${base(cinema)}/partners/${id}`, PARTNER)).statusCode).toBe(403);
    for (const [bad, field] of [
      [{ ...PARTNER, code: 'stage-guide' }, 'body.code'],
      [{ ...PARTNER, code: 'p-1', allowedOrigins: ['https://magazine.example/path'] }, 'body.allowedOrigins.0'],
      [{ ...PARTNER, code: 'p-2', allowedOrigins: ['javascript:alert(1)'] }, 'body.allowedOrigins.0'],
      [{ ...PARTNER, code: 'p-3', linkTtlSeconds: 5 }, 'body.linkTtlSeconds'],
    ] as const) {
      const res = await t.post('cinemaadmin', `${base(cinema)}/partners`, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
  });
});
