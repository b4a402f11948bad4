import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const featuresUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/features`;

const NEW_FILM = {
  kind: 'film',
  nameHe: 'הגל הבא',
  nameEn: 'The Next Wave',
  synopsisHe: 'גולשים בחוף תל אביב.',
  synopsisEn: 'Surfers on the Tel Aviv shore.',
  categoryId: DASHBOARD.categories.drama,
  ratingName: '12+',
  durationMinutes: 104,
  language: 'עברית',
  subtitles: 'English',
  dubbing: null,
  director: 'Maya Levi',
  actors: null,
  releaseYear: 2026,
  trailerUrl: 'https://media.example.com/next-wave.mp4',
  is3d: false,
};

/** Issue 13, films and events: staff add and change their business's features; customers see the change at once. */
describe.each(testEngines())('back-office films on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    // The fixture writes explicit ids; a feature added without one takes the next.
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("lists the business's films with its categories, never another business's", async () => {
    const res = await t.get('cinemaadmin', featuresUrl(cinema));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.features.map((f: { id: number }) => f.id).sort()).toEqual([1, 2, 3]);
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect((await t.get('cinemaadmin', featuresUrl(theatre))).statusCode).toBe(403);
    expect((await t.get('cinema', featuresUrl(cinema))).statusCode).toBe(403);
  });

  it('adds a film with its texts in both languages, audited', async () => {
    const res = await t.post('cinemaadmin', featuresUrl(cinema), NEW_FILM);
    expect(res.statusCode, res.body).toBe(200);
    const { feature } = res.json();
    expect(feature).toEqual({ ...NEW_FILM, id: expect.any(Number) });
    const publicFeatures = await t.app.inject({ method: 'GET', url: '/api/features/?lang=en' });
    expect(publicFeatures.json().map((f: { name: string }) => f.name)).toContain('The Next Wave');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'entity_id'])
      .where('action', '=', 'feature.created')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_kind: 'staff', entity_id: String(feature.id) });
  });

  it('changes a film and the public presentation list shows it on the next call', async () => {
    const drama = (await t.get('manager', featuresUrl(cinema)))
      .json()
      .features.find((f: { id: number }) => f.id === DASHBOARD.features.drama);
    const res = await t.send('manager', 'PUT', `${featuresUrl(cinema)}/${DASHBOARD.features.drama}`, {
      ...drama,
      id: undefined,
      nameEn: 'Drama, restored',
      ratingName: '16+',
    });
    expect(res.statusCode, res.body).toBe(200);
    const listing = await t.app.inject({ method: 'GET', url: '/api/presentations/?lang=en' });
    const tonight = listing.json().presentations.find((p: { id: number }) => p.id === DASHBOARD.presentations.dramaTonight);
    expect(tonight).toMatchObject({ featureName: 'Drama, restored', ratingName: '16+' });
  });

  it("refuses another business's film, a foreign category, and bad input, changing nothing", async () => {
    const hamlet = `${featuresUrl(cinema)}/${DASHBOARD.features.hamlet}`;
    expect((await t.send('cinemaadmin', 'PUT', hamlet, NEW_FILM)).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${featuresUrl(theatre)}/${DASHBOARD.features.hamlet}`, NEW_FILM)).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${featuresUrl(cinema)}/999999`, NEW_FILM)).json().error.error).toBe('FEATURE_NOT_FOUND');

    const foreignCategory = await t.post('cinemaadmin', featuresUrl(cinema), { ...NEW_FILM, categoryId: DASHBOARD.categories.play });
    expect(foreignCategory.statusCode).toBe(400);
    expect(foreignCategory.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.categoryId' } });

    for (const [bad, field] of [
      [{ ...NEW_FILM, nameHe: '  ' }, 'body.nameHe'],
      [{ ...NEW_FILM, durationMinutes: 0 }, 'body.durationMinutes'],
      [{ ...NEW_FILM, trailerUrl: 'javascript:alert(1)' }, 'body.trailerUrl'],
      [{ ...NEW_FILM, kind: 'podcast' }, 'body.kind'],
    ] as const) {
      const res = await t.post('cinemaadmin', `${featuresUrl(cinema)}?lang=he`, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', message: 'נא לבדוק את הנתונים שהוזנו', details: { field } });
    }
    const names = (await t.get('cinemaadmin', featuresUrl(cinema))).json().features.map((f: { nameEn: string }) => f.nameEn);
    expect(names.filter((n: string) => n === 'The Next Wave')).toHaveLength(1);
  });
});
