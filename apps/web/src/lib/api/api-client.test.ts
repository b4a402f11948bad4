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

describe('answers given with the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.body.replaceChildren();
  });

  /** A fresh api-client (it reads the page's block once) on a page that carries `given`. */
  async function clientWith(given: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'kupa-page-answers';
    block.textContent = given;
    document.body.append(block);
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ asked: true }), { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    return { client: await import('./api-client'), fetch };
  }

  it('answers the first identical read without a request, once; an early read keeps it for the page', async () => {
    const { client, fetch } = await clientWith(
      JSON.stringify([
        { method: 'GET', url: '/api/presentations/5?lang=en', answer: { presentation: { id: 5 } } },
        { method: 'POST', url: '/api/seats/seatplanV2?venueId=1&seatplanId=2&lang=en', body: {}, answer: { S: {} } },
      ]),
    );
    expect(await client.requestEarly('GET', '/presentations/5', { lang: 'en' })).toEqual({ presentation: { id: 5 } });
    expect(await client.apiGet('/presentations/5', { lang: 'en' })).toEqual({ presentation: { id: 5 } });
    expect(await client.apiSend('POST', '/seats/seatplanV2', {}, { venueId: 1, seatplanId: 2, lang: 'en' })).toEqual({ S: {} });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.apiGet('/presentations/5', { lang: 'en' })).toEqual({ asked: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives a query its initial data at once, once, read by its parser; an unreadable answer gives none', async () => {
    const { client, fetch } = await clientWith(
      JSON.stringify([
        { method: 'GET', url: '/api/presentations/5?lang=en', answer: { presentation: { id: 5 } } },
        { method: 'GET', url: '/api/presentations/5/ticketGroups?lang=en', answer: { odd: true } },
      ]),
    );
    // The route's early read keeps it for the page.
    void client.requestEarly('GET', '/presentations/5', { lang: 'en' });
    const parse = (answer: unknown) => (answer as { presentation: { id: number } }).presentation.id;
    expect(client.givenData({ method: 'GET', path: '/presentations/5', query: { lang: 'he' } }, parse)).toBeUndefined();
    expect(client.givenData({ method: 'GET', path: '/presentations/5', query: { lang: 'en' } }, parse)).toBe(5);
    expect(client.givenData({ method: 'GET', path: '/presentations/5', query: { lang: 'en' } }, parse)).toBeUndefined();
    const strict = (answer: unknown) => {
      if (!Array.isArray((answer as { ticketGroups?: unknown }).ticketGroups)) throw new Error('unexpected');
      return answer;
    };
    expect(client.givenData({ method: 'GET', path: '/presentations/5/ticketGroups', query: { lang: 'en' } }, strict)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    // Taken: the page's own read asks the server.
    expect(await client.apiGet('/presentations/5', { lang: 'en' })).toEqual({ asked: true });
  });

  it('gives no initial data for an answer the route only asked for early (not written into the page)', async () => {
    const { client } = await clientWith('[]');
    void client.requestEarly('GET', '/seats/holds', { presentationId: 7, lang: 'en' });
    expect(client.takeGivenAnswer('GET', '/seats/holds', { presentationId: 7, lang: 'en' })).toBeUndefined();
  });

  it('ignores a malformed block and entries that are not API reads', async () => {
    const broken = await clientWith('{not json');
    await broken.client.apiGet('/presentations/5', { lang: 'en' });
    expect(broken.fetch).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
    const odd = await clientWith(
      JSON.stringify([
        { method: 'PUT', url: '/api/seats/lock-seat', answer: {} },
        { method: 'GET', url: 'https://elsewhere/api/x', answer: {} },
      ]),
    );
    await odd.client.apiSend('PUT', '/seats/lock-seat', {});
    expect(odd.fetch).toHaveBeenCalledTimes(1);
  });
});
