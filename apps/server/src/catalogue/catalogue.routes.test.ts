import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, insertCatalogueFixture } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

describe.each(testEngines())('catalogue API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, FIXTURE_NOW);
    await insertCatalogueFixture(t.database.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists branches as { text, value } options', async () => {
    expect((await get('/api/customer/locations')).json()).toEqual([
      { text: 'תל אביב', value: 10 },
      { text: 'חיפה', value: 11 },
    ]);
    expect((await get('/api/customer/locations?lang=en')).json()[1]).toEqual({ text: 'Haifa', value: 11 });
  });

  it('lists features with the api-compat fields', async () => {
    const features = (await get('/api/features/?lang=en')).json();
    expect(features).toHaveLength(3);
    expect(features[0]).toMatchObject({
      id: 1,
      name: 'Drama',
      synopsis: 'Synopsis',
      duration: 120,
      posterUrl: '/api/features/1/image?lang=en',
    });
    expect(Object.keys(features[0])).toEqual(
      expect.arrayContaining(['id', 'name', 'synopsis', 'director', 'actors', 'releaseYear', 'trailer', 'duration', 'ratingName']),
    );
  });

  it('draws a poster as SVG and refuses an unknown feature', async () => {
    const res = await get('/api/features/1/image?raw=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('דרמה');
    expect(res.body).toContain('#224466');
    const missing = await get('/api/features/77/image?lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.error).toBe('FEATURE_NOT_FOUND');
  });

  it('answers a video-on-demand feature, and null (not 404) for other films', async () => {
    expect((await get('/api/vod/features/3?lang=en')).json().feature).toMatchObject({ id: 3, name: 'Stream' });
    const notVod = await get('/api/vod/features/1');
    expect(notVod.statusCode).toBe(200);
    expect(notVod.json()).toEqual({ feature: null });
    expect((await get('/api/vod/features/404')).json()).toEqual({ feature: null });
  });
});
