import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { integrationKey } from './integration.service';

// Valid, bad, expired and foreign-return links, and the partner on the order: checkout/referral-and-integration.routes.test.ts.
describe('GET /api/integration without a complete link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', FIXTURE_NOW);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/integration${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers silently with an empty object unless all three of TS, ret and key are present (spec 5)', async () => {
    expect(await get('')).toEqual({});
    expect(await get('?TS=1&ret=x')).toEqual({});
    expect(await get('?TS=1&ret=x&key=')).toEqual({});
    expect(await get(`?TS=${'9'.repeat(600)}&ret=x&key=y`)).toEqual({});
  });
});

describe('the worked example of docs/partner-integration.md', () => {
  it('is the key the server expects for the demo partner', () => {
    expect(integrationKey('kupa-demo-partner-secret', '1795000000', 'https://guide.kupa-demo.example/thanks')).toBe(
      'a84d37f898b5ac37ed899ecf5d1cb3579f10e4fa1d285758e5e81cb76e698575',
    );
  });
});
