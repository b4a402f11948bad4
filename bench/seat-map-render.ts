/// <reference lib="dom" />
// Seat map figures in real Chromium: render time, time to select a seat, keyboard move time and frame times while
// zooming and panning, for the biggest demo hall and for a generated 20 000-seat arena. The arena is served to the
// page through Playwright's request interception of the layout, status, holds and lock-seat calls, and in place of those
// answers in the order page's HTML (which carries its first answers, apps/server/src/http/web-app.ts; the page is then
// held until the server has written all of it). The app itself has no fake data; everything else is the real server
// with the demo data.
// Run: npm run build && npx tsx bench/seat-map-render.ts [--runs 3] [--quick] [--profile <dir>] [--latency <ms>]
// --quick: one render per hall (unless --runs says otherwise) and no zoom or pan (CI checks that the bench still runs). --profile writes a Chromium
// CPU profile (.cpuprofile, open it in the Performance panel) of the last render and of one seat select per hall.
// --latency 40 adds 40 ms to every request's round trip (Chromium's network emulation): localhost hides the cost of
// each request stage the page waits on, a real network does not.
//
// "Navigation to painted map" is measured in the page: from navigation start (performance.timeOrigin, 0) to the
// frame after the seats were drawn (mark kupa:seat-map:painted, set when the seats are in the DOM: a plan of 4,000
// seats or more is first drawn as a sketch of merged paths, its options follow, mark kupa:seat-map:interactive), i.e. a
// requestAnimationFrame after that mark and a task after that frame, so style, layout and paint of the seats are in.
// The order page's HTML carries the server's first frame of the map (ADR 0019): its end marker parsed, then a frame and
// a task, but not before the first contentful paint (the compositor's presentation time), is "the server's first
// frame"; "navigation to painted map" is the earlier of it and the app's own map.
// Figures are printed, never asserted. Headless Chromium without GPU rasterises in software: a real browser with
// a GPU is faster, so treat these as an upper bound.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localDateOf } from '@kupa/domain';
import { buildApp, ensureDemoData, loadConfig, migrateToLatest, openDatabase, orderFirstFrame, PlanDrawings } from '@kupa/server/bench';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
    profile: { type: 'string' },
    latency: { type: 'string' },
  },
});
const quick = values.quick;
const runs = Math.max(1, Number(values.runs ?? (quick ? 1 : 3)));
const profileDir = values.profile ? path.resolve(values.profile) : null;
/** Round-trip time added to every request (Chromium's network emulation), as on a real network; 0: localhost. */
const latencyMs = Math.max(0, Number(values.latency ?? 0));
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

interface Presentation {
  id: number;
  venueId: number;
  seatplanId: number | null;
  isReserved: 0 | 1;
  isVod: boolean;
  venueName: string;
  startsAt: string;
}
type CompactSeat = { n: string; tg: number; rd: { cx: number; cy: number }; pr?: 1; hc?: 1 };
type CompactPlan = {
  S: Record<
    string,
    {
      n: string;
      r: 0 | 1;
      G: Record<string, { rd: { x: number; y: number; rotate: number }; R: Record<string, { n: string; S: Record<string, CompactSeat> }> }>;
    }
  >;
  sl?: string;
};

// ---------------------------------------------------------------------------------------------------------------
// Server with demo data

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-bench-seats-'));
const config = loadConfig({
  ...process.env,
  KUPA_PUBLIC_URL: 'http://bench.invalid',
  LOG_LEVEL: 'silent',
  KUPA_DATA_DIR: dataDir,
  PORT: '0',
  NODE_ENV: 'production',
});
if (!fs.existsSync(path.join(config.webDist, 'index.html'))) throw new Error('Build the web app first: npm run build');
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await migrateToLatest(database.db, database.dialect);
const now = new Date();
await ensureDemoData(database.db, database.dialect, { today: localDateOf(now), now });
const app = await buildApp({ config, database });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

async function countSeats(p: Presentation): Promise<number> {
  const res = await fetch(`${base}/api/seats/seatplanV2?venueId=${p.venueId}&seatplanId=${p.seatplanId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const plan = (await res.json()) as CompactPlan;
  let n = 0;
  for (const s of Object.values(plan.S))
    for (const g of Object.values(s.G)) for (const r of Object.values(g.R)) n += Object.keys(r.S).length;
  return n;
}

const list = ((await (await fetch(`${base}/api/presentations/?lang=en`)).json()) as { presentations: Presentation[] }).presentations.filter(
  (p) => !p.isVod && p.isReserved === 1 && p.seatplanId !== null && Date.parse(p.startsAt) > Date.now() + 3600_000,
);
const plans = [...new Map(list.map((p) => [`${p.venueId}:${p.seatplanId}`, p])).values()];
let biggest = { p: plans[0] as Presentation, seats: 0 };
for (const p of plans) {
  const seats = await countSeats(p);
  if (seats > biggest.seats) biggest = { p, seats };
}
const hallShowtimes = list.filter((p) => p.venueId === biggest.p.venueId && p.seatplanId === biggest.p.seatplanId);

// ---------------------------------------------------------------------------------------------------------------
// A generated 20 000-seat arena: five blocks of 40 rows x 100 seats fanned around a stage at the top

function arena(): { plan: CompactPlan; status: Record<string, number>; names: Map<string, { row: string; seat: string }> } {
  const plan: CompactPlan = { S: {}, sl: 'Stage' };
  const status: Record<string, number> = {};
  const names = new Map<string, { row: string; seat: string }>();
  const radius = 6800;
  const centre = { x: 7000, y: 300 };
  let random = 12345;
  const next = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
  [-44, -22, 0, 22, 44].forEach((angle, block) => {
    const a = (angle * Math.PI) / 180;
    const front = { x: centre.x + radius * Math.sin(a), y: centre.y + radius * (1 - Math.cos(a)) * 0.35 + 200 };
    const rotate = -angle * 0.35;
    const r = (rotate * Math.PI) / 180;
    const origin = { x: front.x - 1200 * Math.cos(r), y: front.y - 1200 * Math.sin(r) };
    const sectionId = block + 1;
    const R: CompactPlan['S'][string]['G'][string]['R'] = {};
    for (let y = 1; y <= 40; y++) {
      const S: Record<string, CompactSeat> = {};
      for (let x = 1; x <= 100; x++) {
        const seat: CompactSeat = { n: String(101 - x), tg: 4, rd: { cx: (x - 1) * 24, cy: (y - 1) * 28 } };
        if (block === 2 && y <= 5) seat.pr = 1;
        if (y === 40 && (x <= 2 || x >= 99)) seat.hc = 1;
        S[String(x)] = seat;
        const key = `${sectionId}_${x}_${y}`;
        names.set(key, { row: String(y), seat: seat.n });
        if (next() > 0.3) status[key] = 0;
      }
      R[String(y)] = { n: String(y), S };
    }
    plan.S[String(sectionId)] = {
      n: `Block ${String.fromCharCode(65 + block)}`,
      r: 1,
      G: { [String(sectionId)]: { rd: { x: origin.x, y: origin.y, rotate }, R } },
    };
  });
  return { plan, status, names };
}

/** The arena's drawing, made at its first page and reused by the next, as the server keeps the plans it drew. */
const arenaDrawings = new PlanDrawings();

async function serveArena(page: Page, presentationId: number): Promise<number> {
  const { plan, status, names } = arena();
  const json = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  const holds = { presentationId, step: null, expiresAt: null, extended: false, seats: [] };
  const arenaAnswer = (url: string): unknown =>
    url.startsWith('/api/seats/seatplanV2?')
      ? plan
      : url.startsWith('/api/seats/seats-statusV2?')
        ? { seats: status }
        : url.startsWith('/api/seats/holds?')
          ? holds
          : undefined;
  // The order page's HTML carries its first answers (the server's http/web-app.ts): the arena goes in there too.
  let arenaAnswers: { method: 'GET' | 'POST'; url: string; answer: unknown }[] = [];
  await page.route(`**/order/${presentationId}?**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="kupa-page-answers">)(.*?)(<\/script>)/,
      (_all, open: string, given: string, close: string) => {
        const answers = (JSON.parse(given) as { method: 'GET' | 'POST'; url: string; answer: unknown }[]).map((a) => ({
          ...a,
          answer: arenaAnswer(a.url) ?? a.answer,
        }));
        arenaAnswers = answers;
        return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
      },
    );
    // The server's first frame of the map (ADR 0019) is drawn again from the arena's answers, with the same styles.
    const withFrame = html.replace(/<div id="kupa-first-frame"[\s\S]*?data-first-frame-end><\/span><\/div>/, (frame) =>
      orderFirstFrame(arenaAnswers, {
        drawings: arenaDrawings,
        style: /<style>([\s\S]*?)<\/style>/.exec(frame)?.[1] ?? '',
      }),
    );
    return route.fulfill({ response, body: withFrame });
  });
  await page.route('**/api/seats/seatplanV2?**', (route) => json(route, plan));
  await page.route('**/api/seats/seats-statusV2?**', (route) => json(route, { seats: status }));
  await page.route('**/api/seats/holds?**', (route) => json(route, holds));
  await page.route('**/api/seats/lock-seat?**', (route) => {
    const { seat } = route.request().postDataJSON() as { seat: { VenueSectionId: number; XCoordinate: number; YCoordinate: number } };
    const key = `${seat.VenueSectionId}_${seat.XCoordinate}_${seat.YCoordinate}`;
    const name = names.get(key) ?? { row: '?', seat: '?' };
    return json(route, {
      lockedSeat: {
        ...seat,
        key,
        RowName: name.row,
        SeatName: name.seat,
        PresentationId: presentationId,
        VenueId: 0,
        VenueSeatplanId: 0,
        TicketGroupId: 4,
        TicketGroupName: 'Arena',
        isPremium: false,
        isAccessible: false,
        isCompanion: false,
        isLimitedView: false,
        sofaSide: null,
        needsConfirmation: [],
        linkedSeats: [],
        step: 'chooseSeats',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
    });
  });
  await page.route('**/api/seats/unlock-seat?**', (route) => {
    const { seat } = route.request().postDataJSON() as { seat: { VenueSectionId: number; XCoordinate: number; YCoordinate: number } };
    return json(route, { success: true, releasedSeats: [`${seat.VenueSectionId}_${seat.XCoordinate}_${seat.YCoordinate}`] });
  });
  return names.size;
}

// ---------------------------------------------------------------------------------------------------------------
// Measurements

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * Marks the frame after the seats are painted, so that render time includes style, layout and paint (and only the
 * first frame: a big plan's options, built in a task after it, are not in it). It also
 * defines __name, which tsx (esbuild keepNames) writes into the functions this script hands to page.evaluate.
 */
const PRESENTED_MARK = `
  globalThis.__name = (fn) => fn;
  const mark = performance.mark.bind(performance);
  // Seen as the mark is set (not by a PerformanceObserver, whose callback may come a frame later): this frame's
  // callback is then queued before any the page queues after its mark (a big plan's seat options).
  performance.mark = (name, options) => {
    const entry = mark(name, options);
    if (name === 'kupa:seat-map:painted') requestAnimationFrame(() => setTimeout(() => mark('kupa:bench:presented'), 0));
    return entry;
  };
  // The server's first frame of the map (ADR 0019): its end marker parsed means all its seats are in the DOM.
  const firstFrame = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && node.hasAttribute('data-first-frame-end')) {
          firstFrame.disconnect();
          mark('kupa:bench:first-frame');
          requestAnimationFrame(() => setTimeout(() => mark('kupa:bench:first-frame-presented'), 0));
          return;
        }
  });
  firstFrame.observe(document, { childList: true, subtree: true });
`;

/**
 * Runs `work` under the CDP CPU profiler and a Chromium trace (style, layout, paint, raster: the native work a CPU
 * profile shows only as "(program)"), written as `<name>.cpuprofile` and `<name>.trace.json` in the profile directory.
 */
async function profiled<T>(page: Page, name: string | null, work: () => Promise<T>): Promise<T> {
  const browser = page.context().browser();
  if (!profileDir || !name || !browser) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { path: path.join(profileDir, `${name}.trace.json`), categories: ['devtools.timeline', 'blink'] });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await browser.stopTracing();
  fs.writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

async function render(browser: Browser, url: string, arenaFor: number | null, profileName: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(PRESENTED_MARK);
  const seats = arenaFor === null ? null : await serveArena(page, arenaFor);
  if (latencyMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  await profiled(page, profileName, async () => {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('kupa:bench:presented').length > 0, null, { timeout: 60_000 });
  });
  // A big plan's first frame is a sketch; its seat options (what a click, the keyboard or a screen reader use) follow.
  await page.locator('[data-testid="seat-map-svg"] [data-seat-key]').first().waitFor({ state: 'attached', timeout: 60_000 });
  const marks = await page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    // The requests up to the painted map, relative to navigation start: the waterfall the map waits on.
    const waterfall = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime < at('kupa:seat-map:painted'))
      .map((e) => {
        const u = new URL(e.name);
        return { name: u.pathname.replace(/^\/assets\//, ''), start: e.startTime, end: e.responseEnd };
      });
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      html: nav?.responseEnd ?? NaN,
      layout: at('kupa:seat-map:layout-received'),
      buildStart: at('kupa:seat-map:build-start'),
      painted: at('kupa:seat-map:painted'),
      presented: at('kupa:bench:presented'),
      firstFrame: at('kupa:bench:first-frame-presented'),
      firstFrameParsed: at('kupa:bench:first-frame'),
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      domContentLoaded: nav?.domContentLoadedEventStart ?? NaN,
      interactive: at('kupa:seat-map:interactive'),
      elements: document.querySelectorAll('[data-seat-key]').length,
      waterfall,
    };
  });
  return { context, page, marks, seats };
}

/**
 * Click to the frame that shows the seat selected (optimistic), click to the frame after the server's answer, and
 * answer (the lock-seat call's responseEnd) to that frame: the page's own share, whatever the network took.
 */
async function selectSeat(page: Page, key: string) {
  return page.evaluate(async (k) => {
    const el = document.querySelector(`[data-testid="seat-map-svg"] [data-seat-key="${k}"]`);
    if (!el) return { optimistic: NaN, confirmed: NaN, answerToFrame: NaN };
    const frame = () => new Promise<number>((r) => requestAnimationFrame((t) => r(t)));
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    let optimistic = NaN;
    let confirmed = NaN;
    while (Number.isNaN(confirmed) && performance.now() - t0 < 20_000) {
      await frame();
      const selected = el.getAttribute('data-state') === 'selected';
      if (selected && Number.isNaN(optimistic)) optimistic = performance.now() - t0;
      if (selected && !el.hasAttribute('aria-busy')) confirmed = performance.now() - t0;
    }
    const holdCall = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/seats/lock-seat') && e.startTime >= t0)
      .at(-1) as PerformanceResourceTiming | undefined;
    return { optimistic, confirmed, answerToFrame: holdCall ? t0 + confirmed - holdCall.responseEnd : NaN };
  }, key);
}

async function release(page: Page, key: string) {
  await page.evaluate(
    (k) =>
      document
        .querySelector(`[data-testid="seat-map-svg"] [data-seat-key="${k}"]`)
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    key,
  );
  await page.locator(`[data-testid="seat-map-svg"] [data-seat-key="${key}"][data-state="available"]:not([aria-busy])`).waitFor();
}

/** Records frame intervals while `gesture` runs real input (mouse wheel with Ctrl, drag). */
async function frameTimes(page: Page, gesture: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const loop = (t: number) => {
      w.__frames.push(t);
      if (w.__recording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await gesture();
  // Let the gesture settle: the sharp re-render at the final scale is part of the cost.
  await page.waitForTimeout(400);
  const stamps = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  return stamps.slice(1).map((t, i) => t - (stamps[i] ?? t));
}

async function zoomFrames(page: Page) {
  const box = await page.getByTestId('seat-map').locator('.seat-map__viewport').boundingBox();
  if (!box) throw new Error('no map viewport');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return frameTimes(page, async () => {
    await page.keyboard.down('Control');
    for (let i = 0; i < 24; i++) {
      await page.mouse.wheel(0, i < 12 ? -80 : 80);
      await page.waitForTimeout(16);
    }
    await page.keyboard.up('Control');
  });
}

async function panFrames(page: Page) {
  const box = await page.getByTestId('seat-map').locator('.seat-map__viewport').boundingBox();
  if (!box) throw new Error('no map viewport');
  await page.getByTestId('zoom-in').click();
  await page.getByTestId('zoom-in').click();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return frameTimes(page, async () => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 300, cy - 120, { steps: 30 });
    await page.mouse.move(cx + 200, cy + 80, { steps: 30 });
    await page.mouse.up();
  });
}

async function keyboardMove(page: Page) {
  await page.getByTestId('seat-map-svg').focus();
  return page.evaluate(async () => {
    const svg = document.querySelector('[data-testid="seat-map-svg"]');
    if (!svg) return NaN;
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const before = svg.getAttribute('aria-activedescendant');
      const t0 = performance.now();
      svg.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? 'ArrowLeft' : 'ArrowDown', bubbles: true }));
      await new Promise<void>((r) => requestAnimationFrame(() => r()));
      if (svg.getAttribute('aria-activedescendant') !== before) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? NaN;
  });
}

function frameLine(label: string, intervals: number[]) {
  const slow = intervals.filter((x) => x > 34).length;
  return `${label.padEnd(34)} frames ${String(intervals.length).padStart(3)}  mean ${ms(intervals.reduce((a, b) => a + b, 0) / Math.max(1, intervals.length))}  p95 ${ms(pct(intervals, 95))}  max ${ms(Math.max(...intervals))}  over 34 ms: ${slow}`;
}

async function scenario(browser: Browser, title: string, presentation: Presentation, arenaSeats: boolean) {
  console.log(`\n${title}`);
  const renders: {
    total: number;
    firstFrame: number;
    firstFramePresented: number;
    firstFrameParsed: number;
    firstPaint: number;
    domContentLoaded: number;
    html: number;
    map: number;
    build: number;
    interactive: number;
  }[] = [];
  let last: Awaited<ReturnType<typeof render>> | null = null;
  for (let i = 0; i < runs; i++) {
    if (last) await last.context.close();
    last = await render(
      browser,
      `${base}/order/${presentation.id}?lang=en`,
      arenaSeats ? presentation.id : null,
      i === runs - 1 ? `${arenaSeats ? 'arena' : 'hall'}-render` : null,
    );
    const m = last.marks;
    renders.push({
      total: m.presented,
      // On screen: the frame after its end marker was parsed, and not before the page's first contentful paint (its
      // time is when the compositor showed it, which in software rasterisation can come after that frame's task).
      firstFrame: Math.max(m.firstFrame, m.firstContentfulPaint),
      firstFramePresented: m.firstFrame,
      firstFrameParsed: m.firstFrameParsed,
      firstPaint: m.firstContentfulPaint,
      domContentLoaded: m.domContentLoaded,
      html: m.html,
      map: m.presented - m.layout,
      build: m.painted - m.buildStart,
      interactive: m.interactive,
    });
  }
  if (!last) return;
  const { page, marks } = last;
  console.log(`seats drawn                        ${marks.elements}`);
  console.log(
    `render, navigation to painted map  median ${ms(median(renders.map((r) => Math.min(r.firstFrame, r.total) || r.total)))}  (${runs} runs; the first of the two below)`,
  );
  console.log(
    `  the server's first frame         median ${ms(median(renders.map((r) => r.firstFrame)))}  (NaN when the HTML carries none; the later of the two below marked *)`,
  );
  console.log(`    its HTML received                median ${ms(median(renders.map((r) => r.html)))}`);
  console.log(`    * its end marker parsed, a frame, a task median ${ms(median(renders.map((r) => r.firstFramePresented)))}`);
  console.log(`    its end marker parsed            median ${ms(median(renders.map((r) => r.firstFrameParsed)))}`);
  console.log(`    * first contentful paint         median ${ms(median(renders.map((r) => r.firstPaint)))}`);
  console.log(`    DOMContentLoaded                 median ${ms(median(renders.map((r) => r.domContentLoaded)))}`);
  console.log(`  the app's own map                median ${ms(median(renders.map((r) => r.total)))}`);
  console.log(`render, layout received to frame   median ${ms(median(renders.map((r) => r.map)))}`);
  console.log(`  of which seat elements built     median ${ms(median(renders.map((r) => r.build)))}  (a big plan: its sketch)`);
  console.log(
    `navigation to seat options built   median ${ms(median(renders.map((r) => r.interactive)))}  (clicks, keyboard, screen readers)`,
  );
  console.log(`last run's requests before the painted map (start → end, ms from navigation start; html ${marks.html.toFixed(0)}):`);
  for (const w of marks.waterfall) console.log(`  ${w.start.toFixed(0).padStart(5)} → ${w.end.toFixed(0).padStart(5)}  ${w.name}`);

  const keys = await page.locator('[data-testid="seat-map-svg"] .seat--regular[data-state="available"]').evaluateAll((els) =>
    els
      .filter((_, i) => i % 97 === 13)
      .slice(0, 8)
      .map((e) => e.getAttribute('data-seat-key') ?? ''),
  );
  const picks: { optimistic: number; confirmed: number; answerToFrame: number }[] = [];
  for (const [i, key] of keys.entries()) {
    picks.push(await profiled(page, i === 1 ? `${arenaSeats ? 'arena' : 'hall'}-select` : null, () => selectSeat(page, key)));
    await release(page, key);
  }
  console.log(`select a seat, click to shown      median ${ms(median(picks.map((p) => p.optimistic)))}  (${picks.length} seats)`);
  console.log(
    `select a seat, click to confirmed  median ${ms(median(picks.map((p) => p.confirmed)))}  (${arenaSeats ? 'lock-seat answered by interception' : 'real lock-seat call'})`,
  );
  console.log(`select a seat, answer to repaint   median ${ms(median(picks.map((p) => p.answerToFrame)))}`);
  console.log(`keyboard move to next seat         median ${ms(await keyboardMove(page))}`);
  if (quick) {
    await last.context.close();
    return;
  }
  console.log(frameLine('zoom (Ctrl + wheel, 24 steps)', await zoomFrames(page)));
  console.log(frameLine('pan (drag, 60 moves)', await panFrames(page)));
  await last.context.close();
}

const browser = await launchBrowser();
try {
  const hall = hallShowtimes[0];
  const arenaHost = hallShowtimes[1] ?? hall;
  if (!hall || !arenaHost) throw new Error('no reserved showtime found');
  console.log(`Chromium ${browser.version()}, headless, software rendering; viewport 1280 x 900`);
  await scenario(browser, `Biggest demo hall: ${hall.venueName}, ${biggest.seats} seats (presentation ${hall.id})`, hall, false);
  await scenario(
    browser,
    `Generated arena: 20000 seats in 5 turned blocks (served in place of presentation ${arenaHost.id}'s plan)`,
    arenaHost,
    true,
  );
} finally {
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
