import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const base = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}`;
const SITE = { url: 'club', nameHe: 'מועדון', nameEn: 'Club', taglineHe: null, taglineEn: null, brandColor: null, prices: [] };

/** Issue 13: staff choose the presentations a mini site sells; its public page lists exactly those. */
describe.each(testEngines())('back-office mini-site presentations on %s', (engine) => {
  let t: DashboardTestApp;
  let siteId: number;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
    const made = await t.post('cinemaadmin', `${base(cinema)}/mini-sites`, SITE);
    expect(made.statusCode, made.body).toBe(200);
    siteId = made.json().miniSite.id;
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const url = () => `${base(cinema)}/mini-sites/${siteId}/presentations`;
  const pageIds = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/mini-sites/club?lang=en' });
    expect(page.statusCode, page.body).toBe(200);
    return page
      .json()
      .presentations.map((p: { presentation: { id: number } }) => p.presentation.id)
      .sort();
  };

  it("lists the business's upcoming presentations; the page lists exactly the ones chosen, and a change applies at once", async () => {
    const listed = await t.get('cinemaadmin', url());
    expect(listed.statusCode, listed.body).toBe(200);
    const upcoming = listed.json().presentations as Array<{ id: number; miniSiteId: number | null }>;
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(await pageIds()).toEqual([]);
    const [first, second] = upcoming.map((p) => p.id);

    const both = await t.send('cinemaadmin', 'PUT', url(), { presentationIds: [first, second] });
    expect(both.statusCode, both.body).toBe(200);
    expect(await pageIds()).toEqual([first, second].sort());
    expect(both.json().presentations.filter((p: { miniSiteId: number | null }) => p.miniSiteId === siteId)).toHaveLength(2);

    await t.send('manager', 'PUT', url(), { presentationIds: [second] });
    expect(await pageIds()).toEqual([second]);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'mini-site').orderBy('id').execute();
    expect(audit.map((a) => a.action).filter((a) => a === 'mini-site.presentations-changed')).toHaveLength(2);
  });

  it("refuses the box office, another business, another business's site and a presentation that is not an upcoming one of the business", async () => {
    const before = await pageIds();
    expect((await t.get('cinema', url())).statusCode).toBe(403);
    expect((await t.send('cinema', 'PUT', url(), { presentationIds: [] })).statusCode).toBe(403);
    expect(
      (await t.send('cinemaadmin', 'PUT', `${base(theatre)}/mini-sites/${siteId}/presentations`, { presentationIds: [] })).statusCode,
    ).toBe(403);
    const elsewhere = await t.send('manager', 'PUT', `${base(theatre)}/mini-sites/${siteId}/presentations`, { presentationIds: [] });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.error).toBe('MINI_SITE_NOT_FOUND');
    for (const bad of [[999999], [DASHBOARD.presentations.dramaTonight, -1]]) {
      const res = await t.send('cinemaadmin', 'PUT', url(), { presentationIds: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.error).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.field).toMatch(/^body\.presentationIds/);
    }
    expect(await pageIds()).toEqual(before);
  });
});
