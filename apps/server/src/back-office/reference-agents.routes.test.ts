import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const { hotel, regular, theatreHotel } = DASHBOARD.pricePolicies;
const agentsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/reference-agents`;

const DAN = { pricePolicyId: hotel, reference1: 'Dan Hotel', reference2: 'AG-7', quantity: 4, isActive: true };

/** Issue 13, reference-prompt agents: staff add, change and deactivate them; the cart's reference check reads the same rows. */
describe.each(testEngines())('back-office reference-prompt agents on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("lists the business's agents and the ticket types that ask for a reference", async () => {
    const res = await t.get('cinemaadmin', agentsUrl(cinema));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ticketTypes).toEqual([{ id: hotel, nameHe: 'אורח מלון', nameEn: 'Hotel guest' }]);
    expect(body.agents.map((a: { reference1: string }) => a.reference1).sort()).toEqual(['City Hotel', 'Sea Hotel']);
    expect(body.agents.every((a: { isActive: boolean }) => a.isActive)).toBe(true);
  });

  it('adds an agent, changes it and deactivates it (kept, never deleted); audited', async () => {
    const added = await t.post('cinemaadmin', agentsUrl(cinema), DAN);
    expect(added.statusCode, added.body).toBe(200);
    const { agent } = added.json();
    expect(agent).toEqual({ ...DAN, id: expect.any(Number) });

    const url = `${agentsUrl(cinema)}/${agent.id}`;
    const changed = await t.send('manager', 'PUT', url, { ...DAN, quantity: 8, reference2: null });
    expect(changed.json().agent).toMatchObject({ quantity: 8, reference2: null, isActive: true });
    const off = await t.send('manager', 'PUT', url, { ...DAN, isActive: false });
    expect(off.json().agent.isActive).toBe(false);

    const row = await t.database.db
      .selectFrom('reference_prompt_options')
      .select('is_active')
      .where('id', '=', agent.id)
      .executeTakeFirst();
    expect(Number(row?.is_active)).toBe(0);
    const listed = (await t.get('cinemaadmin', agentsUrl(cinema))).json().agents;
    expect(listed.find((a: { id: number }) => a.id === agent.id)).toMatchObject({ isActive: false });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'reference-agent')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['reference-agent.created', 'reference-agent.changed', 'reference-agent.changed']);
  });

  it("refuses the box office, another business's agents, an unknown agent and bad input, changing nothing", async () => {
    const before = (await t.get('cinemaadmin', agentsUrl(cinema))).json().agents;
    expect((await t.get('cinema', agentsUrl(cinema))).statusCode).toBe(403);
    expect((await t.post('cinema', agentsUrl(cinema), { ...DAN, reference1: 'Box' })).statusCode).toBe(403);
    expect((await t.get('cinemaadmin', agentsUrl(theatre))).statusCode).toBe(403);
    const stageInn = `${agentsUrl(cinema)}/${DASHBOARD.options.stageInn}`;
    expect((await t.send('cinemaadmin', 'PUT', stageInn, { ...DAN, reference1: 'Stage Inn' })).statusCode).toBe(403);
    const unknown = await t.send('cinemaadmin', 'PUT', `${agentsUrl(cinema)}/999999`, DAN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.error).toBe('REFERENCE_OPTION_NOT_FOUND');

    for (const [bad, field] of [
      [{ ...DAN, reference1: 'New', pricePolicyId: regular }, 'body.pricePolicyId'],
      [{ ...DAN, reference1: 'New', pricePolicyId: theatreHotel }, 'body.pricePolicyId'],
      [{ ...DAN, reference1: ' sea hotel ' }, 'body.reference1'],
      [{ ...DAN, reference1: '' }, 'body.reference1'],
      [{ ...DAN, reference1: 'New', quantity: -1 }, 'body.quantity'],
    ] as const) {
      const res = await t.post('cinemaadmin', agentsUrl(cinema), bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await t.get('cinemaadmin', agentsUrl(cinema))).json().agents).toEqual(before);
  });

  it('is described in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const base = '/api/kupa-live/manage/businesses/{businessId}';
    expect(Object.keys(docs.paths[`${base}/reference-agents`])).toEqual(['get', 'post']);
    expect(docs.paths[`${base}/reference-agents/{agentId}`].put.tags).toEqual(['back-office']);
  });
});
