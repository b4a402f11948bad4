import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATING } from '../testing/seating-fixture';
import { buyerUuid, createSeatingTestApp, seatCalls } from '../testing/seating/seating-test-app';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

type Given = { method: 'GET' | 'POST'; url: string; body?: unknown; answer: unknown };

/** The answers written into the page, or null when the page carries none. */
function answersOf(html: string): Given[] | null {
  const block = /<script type="application\/json" id="kupa-page-answers">(.*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : (JSON.parse(block) as Given[]);
}

/** An answer without the moment it was made (serverTime, expiresAt of a hold timer may move between two reads). */
function withoutTimes(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) => (key === 'serverTime' ? undefined : value));
}

describe.each(testEngines())('the order page with its first answers (issue 12) on %s', (engine) => {
  let t: TestApp;
  const P = SEATING.presentations;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("preloads the page's chunks and gives the presentation and seat reads exactly as the API answers this buyer", async () => {
    const uuid = buyerUuid(41);
    expect((await seatCalls(t.app).hold(uuid, P.basic, SEATING.sections.hall, 3, 2)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/order/${P.basic}?lang=en`, cookies: { uuid } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/app.css">');
    // The styles before the chunks: the first frame paints once they are in.
    expect(res.body.indexOf('rel="preload" as="style"')).toBeLessThan(res.body.indexOf('rel="modulepreload"'));
    const given = answersOf(res.body) ?? [];
    expect(given.map((a) => `${a.method} ${a.url}`)).toEqual([
      `GET /api/presentations/${P.basic}?lang=en`,
      `POST /api/seats/seatplanV2?venueId=${SEATING.venues.hallA}&seatplanId=2000&lang=en`,
      `GET /api/seats/seats-statusV2?presentationId=${P.basic}&venueTypeId=1&isReserved=1`,
      `GET /api/seats/holds?presentationId=${P.basic}&lang=en`,
      `GET /api/presentations/${P.basic}/ticketGroups?lang=en`,
    ]);
    for (const a of given) {
      const direct = await t.app.inject({
        method: a.method,
        url: a.url,
        headers: { uuid },
        ...(a.body === undefined ? {} : { payload: a.body as Record<string, never> }),
      });
      expect(withoutTimes(a.answer), a.url).toEqual(withoutTimes(direct.json()));
    }
    // The buyer's own hold is in the holds answer: the reads were made as this buyer.
    const holds = given.find((a) => a.url.startsWith('/api/seats/holds'))?.answer as { seats: unknown[] };
    expect(holds.seats).toHaveLength(1);
  });

  it("draws the seat map's first frame into the page as a picture of the seats, the buyer's hold selected", async () => {
    const uuid = buyerUuid(43);
    expect((await seatCalls(t.app).hold(uuid, P.basic, SEATING.sections.hall, 5, 3)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/order/${P.basic}?lang=en`, cookies: { uuid } });
    const frame = /<div id="kupa-first-frame"[\s\S]*?data-first-frame-end><\/span><\/div>/.exec(res.body)?.[0] ?? '';
    // The seat map's styles are in the frame itself (a linked stylesheet in the body holds the parser until it loads),
    // and the head's own stylesheet is written in too: the first paint waits for no stylesheet.
    expect(frame).toContain('<style>.seat-map-first-frame{position:relative}.seat{fill:gray}</style>');
    expect(frame).not.toContain('<link');
    expect(frame).not.toContain('.app{');
    expect(res.body).toContain('<style>body{margin:0}</style>');
    expect(res.body).not.toContain('href="/assets/entry.css"');
    // A picture, hidden from assistive technology: the app's map that replaces it is the widget with the names.
    expect(frame).toMatch(/<svg [^>]*aria-hidden="true"/);
    expect(frame).not.toContain('role=');
    const looks = [...frame.matchAll(/<path class="seat seat--\w+ seat--(\w+)" d="[^"]+"\/>/g)].map(([, state]) => state);
    expect(looks).toContain('available');
    expect(looks).toContain('selected');
    // Another buyer's page has no seat of its own; the frame is written before the answers it was drawn from.
    const other = (await t.app.inject({ method: 'GET', url: `/order/${P.basic}`, cookies: { uuid: buyerUuid(44) } })).body;
    expect(other).toContain('kupa-first-frame');
    expect(other).not.toMatch(/class="seat seat--\w+ seat--selected"/);
    expect(other.indexOf('kupa-first-frame')).toBeLessThan(other.indexOf('kupa-page-answers'));
    // Other pages link the head's stylesheet as the web build wrote it.
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/entry.css">',
    );
  });

  it("gives another buyer's page none of the first buyer's holds", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/order/${P.basic}?lang=en`, cookies: { uuid: buyerUuid(42) } });
    const holds = answersOf(res.body)?.find((a) => a.url.startsWith('/api/seats/holds'))?.answer as { seats: unknown[] };
    expect(holds.seats).toEqual([]);
  });

  it('gives a refused presentation its refusal only, and other pages neither preloads nor answers', async () => {
    const unknown = answersOf((await t.app.inject({ method: 'GET', url: '/order/999999' })).body);
    expect(unknown?.map((a) => a.url)).toEqual(['/api/presentations/999999?lang=he']);
    expect(JSON.stringify(unknown?.[0]?.answer)).toContain('PRESENTATION_NOT_FOUND');
    // The order route's page, but no presentation to read: the chunks, no answers.
    expect(answersOf((await t.app.inject({ method: 'GET', url: '/order/abc' })).body)).toBeNull();
    for (const url of ['/', `/order/${P.basic}/confirmation/abc`, '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('modulepreload');
      expect(answersOf(res.body), url).toBeNull();
      expect(res.body, url).not.toContain('kupa-first-frame');
    }
  });
});
