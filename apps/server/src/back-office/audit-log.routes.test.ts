import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const auditUrl = (businessId: number, query = '') => `/api/kupa-live/manage/businesses/${businessId}/audit-log${query}`;
const usersUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/staff-users`;

interface Entry {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  actorId: string | null;
  actorName: string | null;
  before: unknown;
  after: unknown;
}

/** Issue 13, the audit log: a business's changes, searchable, newest first, for its admins and managers (ADR 0016). */
describe.each(testEngines())('back-office audit log on %s', (engine) => {
  let t: DashboardTestApp;
  let managerId = 0;
  let ids: number[] = [];
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
    managerId = (await t.get('manager', '/api/kupa-live/session')).json().userId;
    ids = [];
    for (const username of ['first.one', 'second.one', 'third.one']) {
      const res = await t.post('manager', usersUrl(cinema), { firstName: 'Ann', lastName: username, username, role: 'door' });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().user.id);
    }
    const [, second] = ids;
    const role = await t.send('cinemaadmin', 'PUT', `${usersUrl(cinema)}/${second}/role`, { role: 'box-office' });
    expect(role.statusCode, role.body).toBe(200);
    // Another business's change must never show in the cinema's log.
    expect(
      (await t.post('manager', usersUrl(theatre), { firstName: 'T', lastName: 'T', username: 'theatre.only', role: 'door' })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const search = async (query: string, user: 'manager' | 'cinemaadmin' = 'cinemaadmin') => {
    const res = await t.get(user, auditUrl(cinema, query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      entries: Entry[];
      hasMore: boolean;
      page: number;
      entities: string[];
      actors: Array<{ id: number; name: string }>;
    };
  };

  it('answers who changed what, newest first, with the entity before and after', async () => {
    const body = await search('?entity=staff-user');
    const [second] = ids.slice(1);
    expect(body.entries.map((e) => [e.action, e.entityId])).toEqual([
      ['staff-user.role-changed', String(second)],
      ...[...ids].reverse().map((id) => ['staff-user.created', String(id)]),
    ]);
    const [changed] = body.entries;
    expect(changed).toMatchObject({
      actorName: 'cinemaadmin-first cinemaadmin-last',
      before: { username: 'second.one', role: 'door' },
      after: { username: 'second.one', role: 'box-office' },
    });
    expect(body.entries.at(-1)).toMatchObject({ actorId: String(managerId), actorName: 'manager-first manager-last', before: null });
    expect(body.entities).toContain('staff-user');
    expect(body.actors.map((a) => a.name)).toContain('Ann second.one');
    expect(JSON.stringify(body)).not.toContain('theatre.only');
  });

  it('filters by who, action, entity id, dates and free text', async () => {
    const cinemaAdminId = (await t.get('cinemaadmin', '/api/kupa-live/session')).json().userId;
    expect((await search(`?actorId=${cinemaAdminId}`)).entries.map((e) => e.action)).toEqual(['staff-user.role-changed']);
    expect((await search('?action=staff-user.created')).entries).toHaveLength(3);
    expect((await search(`?entityId=${ids[2]}`)).entries.map((e) => e.action)).toEqual(['staff-user.created']);
    expect((await search('?q=THIRD.ONE')).entries.map((e) => e.entityId)).toEqual([String(ids[2])]);
    // LIKE's wildcards are taken literally.
    expect((await search('?q=%25')).entries).toEqual([]);
    expect((await search('?from=2026-11-21&to=2026-11-21')).entries).toHaveLength(4);
    expect((await search('?from=2026-11-22')).entries).toEqual([]);
    expect((await search('?to=2026-11-20')).entries).toEqual([]);
  });

  it('pages newest first', async () => {
    const first = await search('?pageSize=3');
    expect(first.entries).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = await search('?pageSize=3&page=2');
    expect(second.entries).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect(second.entries[0]?.id).toBeLessThan(first.entries[2]?.id ?? 0);
  });

  it('is for admins and managers of the business only, and refuses bad filters naming the field', async () => {
    expect((await t.get('cinema', auditUrl(cinema))).statusCode).toBe(403);
    expect((await t.get('cinemaadmin', auditUrl(theatre))).statusCode).toBe(403);
    expect((await t.get('cinemaadmin', auditUrl(99))).statusCode).toBe(403);
    for (const [query, field] of [
      ['?from=2026-13-01', 'querystring.from'],
      ['?from=2026-11-22&to=2026-11-21', 'querystring.to'],
      ['?pageSize=500', 'querystring.pageSize'],
    ] as const) {
      const res = await t.get('cinemaadmin', auditUrl(cinema, query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
  });
});
