import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, insertCatalogueFixture } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

describe.each(testEngines())('links that leave the site (/http…) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, FIXTURE_NOW);
    await insertCatalogueFixture(t.database.db);
    const { db } = t.database;
    await db
      .updateTable('businesses')
      .set({
        settings_json: JSON.stringify({ phone: '*3456', externalLinkOrigins: ['https://www.kupa-cinemas.example', 'not an origin', 42] }),
      })
      .where('id', '=', 1)
      .execute();
    await db
      .insertInto('businesses')
      .values({
        id: 2,
        name_he: 'תיאטרון',
        name_en: 'Theatre',
        slug: 'theatre',
        kind: 'theatre',
        created_at: FIXTURE_NOW.toISOString(),
        settings_json: JSON.stringify({ externalLinkOrigins: ['https://tickets.habama.example:8443/'] }),
      })
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('never redirects to an address no tenant allows: the app answers 404 instead (no open redirect)', async () => {
    for (const url of [
      '/https://evil.example.invalid/phish',
      '/http://evil.example.invalid',
      '/https:/evil.example.invalid/x',
      '/https%3A%2F%2Fevil.example.invalid%2Fx',
      // Look-alikes of an allowed origin.
      '/http://www.kupa-cinemas.example/',
      '/https://www.kupa-cinemas.example.evil.invalid/',
      '/https://www.kupa-cinemas.example@evil.invalid/',
      '/https://tickets.habama.example/',
      '/httpx',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('redirects to an address whose origin a tenant allows, keeping its path and query', async () => {
    const res = await get('/https://www.kupa-cinemas.example/news/1?from=kupa&x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.kupa-cinemas.example/news/1?from=kupa&x=1');
    expect(res.headers['cache-control']).toBe('no-store');
    const theatre = await get('/https://tickets.habama.example:8443/season');
    expect(theatre.statusCode).toBe(302);
    expect(theatre.headers.location).toBe('https://tickets.habama.example:8443/season');
  });

  it('tells the web app the allowed origins so in-app links are checked the same way', async () => {
    const res = await get('/order/5001');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"externalLinkOrigins":["https://www.kupa-cinemas.example","https://tickets.habama.example:8443"]');
  });

  it('allows nothing once no tenant lists an origin', async () => {
    await t.database.db.updateTable('businesses').set({ settings_json: '{}' }).execute();
    try {
      expect((await get('/https://www.kupa-cinemas.example/')).statusCode).toBe(404);
      expect((await get('/')).body).toContain('"externalLinkOrigins":[]');
    } finally {
      await t.database.db
        .updateTable('businesses')
        .set({ settings_json: JSON.stringify({ externalLinkOrigins: ['https://www.kupa-cinemas.example'] }) })
        .where('id', '=', 1)
        .execute();
    }
  });
});
