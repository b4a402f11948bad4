import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('HTTP shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', FIXTURE_NOW);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('serves the web app for client routes and issues the buyer uuid cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order/5001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const cookie = String(res.headers['set-cookie']);
    const uuid = /uuid=([0-9a-f-]{36})/.exec(cookie)?.[1];
    expect(uuid).toBeDefined();
    expect(cookie).toContain('Path=/');
    expect(res.body).toContain(`<script type="application/json" id="kupa-initial-state">{"uuid":"${uuid}"`);
    expect(res.body).toContain('"enabledLocales":["he","en"]');
  });

  it('keeps a well-formed uuid cookie, whatever its variant bits', async () => {
    const uuid = '0f8fad5b-d9cb-469f-0165-70867728950e';
    const res = await t.app.inject({ method: 'GET', url: '/order/5001', cookies: { uuid } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain(uuid);
  });

  it('answers unknown pages and unknown languages with the app and status 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/?lang=xx' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/?lang=ru' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/?lang=en' })).statusCode).toBe(200);
  });

  it('serves built assets with long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with JSON 404 and wrong methods with JSON 405', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { error: 'NOT_FOUND', message: 'This page could not be found' } });
    const wrongMethod = await t.app.inject({ method: 'POST', url: '/api/presentations/5001', payload: {} });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().error.error).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses malformed JSON with a catalogue error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().error.error).toMatch(/NOT_FOUND|VALIDATION_ERROR/);
  });

  it('publishes an OpenAPI description of the API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/presentations/',
        '/api/presentations/{id}',
        '/api/seats/presentations',
        '/api/customer/locations',
        '/api/features/',
      ]),
    );
    const list = doc.paths['/api/presentations/'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['locationId', 'startDate', 'endDate', 'featureIds']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties.presentations).toBeDefined();
  });

  it('reports health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'sqlite' });
  });
});
