import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const groupsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/ticket-groups`;
const hallsGroups = async (t: DashboardTestApp) =>
  (await t.get('cinemaadmin', `/api/kupa-live/manage/businesses/${cinema}/halls`)).json().ticketGroups;

const PREMIUM = { nameHe: 'פרימיום', nameEn: 'Premium', color: '#aa3300' };

/** Issue 13, price levels: staff add and rename the business's ticket groups; the designer and prices list them at once. */
describe.each(testEngines())('back-office price levels on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('adds a price level and renames it; the halls list shows it at once; audited', async () => {
    const added = await t.post('cinemaadmin', groupsUrl(cinema), PREMIUM);
    expect(added.statusCode, added.body).toBe(200);
    const { ticketGroup } = added.json();
    expect(ticketGroup).toEqual({ ...PREMIUM, id: expect.any(Number) });
    expect((await hallsGroups(t)).map((g: { nameEn: string }) => g.nameEn)).toEqual(['Regular', 'Premium']);

    const renamed = await t.send('manager', 'PUT', `${groupsUrl(cinema)}/${ticketGroup.id}`, {
      ...PREMIUM,
      nameEn: 'Premium seats',
      color: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().ticketGroup).toEqual({ id: ticketGroup.id, nameHe: 'פרימיום', nameEn: 'Premium seats', color: null });
    // Keeping its own name is no clash.
    expect(
      (await t.send('manager', 'PUT', `${groupsUrl(cinema)}/${ticketGroup.id}`, { ...PREMIUM, nameEn: 'PREMIUM SEATS' })).statusCode,
    ).toBe(200);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'ticket-group').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['ticket-group.created', 'ticket-group.changed', 'ticket-group.changed']);
  });

  it("refuses the box office, another business's level, an unknown one and bad input, changing nothing", async () => {
    const before = await hallsGroups(t);
    expect((await t.post('cinema', groupsUrl(cinema), { ...PREMIUM, nameHe: 'א', nameEn: 'A' })).statusCode).toBe(403);
    expect((await t.post('cinemaadmin', groupsUrl(theatre), { ...PREMIUM, nameHe: 'א', nameEn: 'A' })).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${groupsUrl(cinema)}/2`, { ...PREMIUM, nameHe: 'א', nameEn: 'A' })).statusCode).toBe(403);
    const unknown = await t.send('cinemaadmin', 'PUT', `${groupsUrl(cinema)}/999999`, PREMIUM);
    expect(unknown.statusCode).toBe(404);

    for (const [bad, field] of [
      [{ ...PREMIUM, nameHe: 'חדש', nameEn: ' regular ' }, 'body.nameEn'],
      [{ ...PREMIUM, nameHe: 'רגיל', nameEn: 'New' }, 'body.nameHe'],
      [{ ...PREMIUM, nameHe: '', nameEn: 'New' }, 'body.nameHe'],
      [{ ...PREMIUM, nameHe: 'חדש', nameEn: 'New', color: 'red' }, 'body.color'],
    ] as const) {
      const res = await t.post('cinemaadmin', groupsUrl(cinema), bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect(await hallsGroups(t)).toEqual(before);
  });

  it('is described in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const base = '/api/kupa-live/manage/businesses/{businessId}';
    expect(Object.keys(docs.paths[`${base}/ticket-groups`])).toEqual(['post']);
    expect(docs.paths[`${base}/ticket-groups/{ticketGroupId}`].put.tags).toEqual(['back-office']);
  });
});
