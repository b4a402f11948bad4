import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /api/integration', () => {
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

  it('derives the integration id from TS, ret and key, the same every time', async () => {
    const expected = createHash('sha256').update('1732190400\0https://partner.example/back\0abc').digest('hex').slice(0, 16);
    const query = `?TS=1732190400&ret=${encodeURIComponent('https://partner.example/back')}&key=abc`;
    expect(await get(query)).toEqual({ integrationId: expected });
    expect(await get(query)).toEqual({ integrationId: expected });
    expect((await get('?TS=1732190400&ret=x&key=abd')).integrationId).not.toBe((await get('?TS=1732190400&ret=x&key=abc')).integrationId);
  });

  it('answers silently with an empty object unless all three are present', async () => {
    expect(await get('')).toEqual({});
    expect(await get('?TS=1&ret=x')).toEqual({});
    expect(await get('?TS=1&ret=x&key=')).toEqual({});
    expect(await get(`?TS=${'9'.repeat(600)}&ret=x&key=y`)).toEqual({});
  });
});
