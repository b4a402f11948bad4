// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiSend, apiUrl, requestEarly } from './api-client';

describe('apiUrl', () => {
  it('prefixes /api and leaves out empty values', () => {
    expect(apiUrl('/presentations/', { startDate: '2026-11-21', locationId: undefined, lang: 'he', x: '' })).toBe(
      '/api/presentations/?startDate=2026-11-21&lang=he',
    );
  });

  it('joins id lists with commas', () => {
    expect(apiUrl('/presentations/', { featureIds: [1, 2] })).toBe('/api/presentations/?featureIds=1%2C2');
    expect(apiUrl('/customer/locations')).toBe('/api/customer/locations');
  });
});

describe('requestEarly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function stubFetch() {
    let n = 0;
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ n: ++n }), { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('hands its answer to the first identical request only, which then asks no more', async () => {
    const fetch = stubFetch();
    const early = requestEarly('GET', '/seats/holds', { presentationId: 7, lang: 'en' });
    expect(await apiGet('/seats/holds', { presentationId: 7, lang: 'en' })).toEqual({ n: 1 });
    expect(await early).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await apiGet('/seats/holds', { presentationId: 7, lang: 'en' })).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a request with another address or body', async () => {
    const fetch = stubFetch();
    void requestEarly('POST', '/seats/seatplanV2', { venueId: 1, seatplanId: 2, lang: 'en' }, {});
    await apiGet('/seats/seatplanV2', { venueId: 1, seatplanId: 2, lang: 'he' });
    await apiSend('POST', '/seats/seatplanV2', { other: true }, { venueId: 1, seatplanId: 2, lang: 'en' });
    expect(fetch).toHaveBeenCalledTimes(3);
    await apiSend('POST', '/seats/seatplanV2', {}, { venueId: 1, seatplanId: 2, lang: 'en' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('is not used once it is older than 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const fetch = stubFetch();
    void requestEarly('GET', '/seats/seats-statusV2', { presentationId: 3 });
    vi.advanceTimersByTime(10_001);
    expect(await apiGet('/seats/seats-statusV2', { presentationId: 3 })).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
