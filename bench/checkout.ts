// Full purchases per second through real HTTP: each purchase is a hold of two seats, the cart and the commit with a
// sandbox test card, by N concurrent buyers on big halls; on SQLite and, when DATABASE_URL (or
// KUPA_TEST_DATABASE_URL) names a PostgreSQL database, on PostgreSQL too. The buyers run in a worker thread so that
// the load generator does not share the server's event loop. Prints figures; asserts nothing.
// Run: npx tsx bench/checkout.ts [--buyers 16] [--seconds 15] [--presentations 10] [--mode hot,spread] [--rows 20 --seats 30] [--quick] [--profile /tmp/co]
// --quick: 3 s, spread only (CI checks that the bench still runs; the figure is a warm-up's, not the steady rate).
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { isValidIsraeliId, zonedTimeToUtc } from '@kupa/domain';
import { createTestApp, DEFAULT_PG_POOL_SIZE, testEngines, type TestApp } from '@kupa/server/testing';
import { insertBenchHall, percentile, uuidOf } from './support/bench-hall';
import { localPostgresCpuMs, mainThreadCpuMs, ownPostgresBackendTicks, ownPostgresCpuMsBetween, withCpuProfile } from './support/http-load';

const { values } = parseArgs({
  args: isMainThread ? process.argv.slice(2) : (workerData as { args: string[] }).args,
  options: {
    buyers: { type: 'string', default: '16' },
    // Long enough to leave the warm-up (module compilation, JIT, caches) behind: 5 s runs read half the steady rate.
    seconds: { type: 'string', default: '15' },
    presentations: { type: 'string', default: '10' },
    // hot: every buyer on one showtime until it sells out (a premiere); spread: buyers round-robin over the showtimes.
    mode: { type: 'string', default: 'hot,spread' },
    quick: { type: 'boolean', default: false },
    /** The hall: rows x seats per row (hall size, docs/performance.md "How cost grows"). */
    rows: { type: 'string', default: '20' },
    seats: { type: 'string', default: '30' },
    /** Writes a CPU profile of the server thread during each run: <prefix>-<engine>-<mode>.cpuprofile. */
    profile: { type: 'string' },
  },
});
const BUYERS = Number(values.buyers);
const SECONDS = values.quick ? 3 : Number(values.seconds);
const PRESENTATIONS = Number(values.presentations);
const MODES = (values.quick ? 'spread' : values.mode).split(',').filter((m): m is Mode => m === 'hot' || m === 'spread');
type Mode = 'hot' | 'spread';
const ROWS = Number(values.rows);
const SEATS_PER_ROW = Number(values.seats);
const NOW = zonedTimeToUtc('2026-11-21', '12:00', 'Asia/Jerusalem');
/** A different customer per purchase (as at a real box office): one customer's row is one lock, which would make every commit wait for the last. */
function customerOf(n: number) {
  const base = String(10_000_000 + n).slice(-8);
  const check = [...'0123456789'].find((d) => isValidIsraeliId(base + d)) ?? '0';
  return {
    FirstName: 'Dana',
    LastName: 'Levi',
    SSN: base + check,
    EmailAddress1: `buyer${n}@example.com`,
    MobileNumber1: `05${String(n).padStart(8, '0')}`,
    TermsAccepted: true,
  };
}
const CARD = { creditCardNumber: '4580000000000000', creditCardExpDate: '12/29', creditCardCVV: '123' };

if (isMainThread && !process.env.KUPA_TEST_DATABASE_URL && process.env.DATABASE_URL?.startsWith('postgres')) {
  process.env.KUPA_TEST_DATABASE_URL = process.env.DATABASE_URL;
}

/** 600-seat halls (presentations of one hall) with a regular ticket type of 45.00 and a 5.50 service charge. */
async function insertHalls(t: TestApp): Promise<number[]> {
  const ids = await insertBenchHall(t, {
    rows: ROWS,
    seatsPerRow: SEATS_PER_ROW,
    presentations: PRESENTATIONS,
    now: NOW,
    businessDate: '2026-11-21',
    serviceChargeAgorot: 550,
  });
  const db = t.database.db;
  await db
    .insertInto('price_policies')
    .values({ id: 1, business_id: 1, ticket_group_id: 1, kind: 'regular', name_he: 'רגיל', name_en: 'Regular', price_agorot: 4500 })
    .execute();
  await db
    .insertInto('presentation_price_policies')
    .values(ids.map((presentation_id) => ({ presentation_id, price_policy_id: 1 })))
    .execute();
  return ids;
}

interface LoadResult {
  purchaseTimes: number[];
  commitTimes: number[];
  outcomes: Record<string, number>;
  elapsed: number;
}

/** The buyers: each buys the next free pair of seats (two side by side, never leaving a single gap), again and again. */
async function generateLoad({ base, presentations, mode }: { base: string; presentations: number[]; mode: Mode }): Promise<LoadResult> {
  const send = async (method: string, path: string, uuid: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { uuid, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { error?: { error: string } };
    return { ok: res.ok, error: json.error?.error ?? String(res.status) };
  };
  const pairsPerHall = (ROWS * SEATS_PER_ROW) / 2;
  let nextPair = 0;
  let nextBuyer = 0;
  const purchaseTimes: number[] = [];
  const commitTimes: number[] = [];
  const outcomes: Record<string, number> = {};
  const count = (o: string) => (outcomes[o] = (outcomes[o] ?? 0) + 1);
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (performance.now() < deadline) {
        const pair = nextPair++;
        const presentationId = mode === 'hot' ? presentations[Math.floor(pair / pairsPerHall)] : presentations[pair % presentations.length];
        const inHall = mode === 'hot' ? pair % pairsPerHall : Math.floor(pair / presentations.length);
        if (presentationId === undefined || inHall >= pairsPerHall) return; // every hall sold out
        const y = 1 + Math.floor(inHall / (SEATS_PER_ROW / 2));
        const x = 1 + 2 * (inHall % (SEATS_PER_ROW / 2));
        const uuid = uuidOf(++nextBuyer);
        const t0 = performance.now();
        const held = await send('PUT', '/api/seats/lock-seats', uuid, {
          presentationId,
          seats: [x, x + 1].map((sx) => ({ VenueSectionId: 1, XCoordinate: sx, YCoordinate: y })),
        });
        if (!held.ok) {
          count(`hold ${held.error}`);
          continue;
        }
        const cart = {
          seats: [1, 2].map(() => ({ prsntId: presentationId, ticketGroupId: 1, ticketId: 1 })),
          customerInfo: customerOf(nextBuyer),
        };
        const priced = await send('POST', '/api/cart', uuid, { cart });
        if (!priced.ok) {
          count(`cart ${priced.error}`);
          continue;
        }
        const t1 = performance.now();
        const commit = await send('POST', '/api/payment/commit', uuid, {
          cart: { ...cart, creditcardInfo: CARD },
          idempotencyKey: `bench-${uuid}`,
        });
        const t2 = performance.now();
        if (!commit.ok) {
          count(`commit ${commit.error}`);
          continue;
        }
        count('purchased');
        purchaseTimes.push(t2 - t0);
        commitTimes.push(t2 - t1);
      }
    }),
  );
  return { purchaseTimes, commitTimes, outcomes, elapsed: (performance.now() - started) / 1000 };
}

async function run(engine: 'sqlite' | 'postgres', mode: Mode) {
  const t = await createTestApp(engine, NOW, { LOG_LEVEL: 'silent' }, { poolSize: DEFAULT_PG_POOL_SIZE });
  try {
    const presentations = await insertHalls(t);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The worker loads this TypeScript file again: it registers tsx first (workers do not inherit module hooks).
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const cpuBefore = mainThreadCpuMs();
    const dbCpuBefore = engine === 'postgres' ? localPostgresCpuMs() : NaN;
    const ownBefore = engine === 'postgres' ? ownPostgresBackendTicks() : new Map<number, number>();
    const worker = new Worker(bootstrap, { eval: true, workerData: { base, presentations, mode, args: process.argv.slice(2) } });
    const load = () =>
      new Promise<LoadResult>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    const { purchaseTimes, commitTimes, outcomes, elapsed } = values.profile
      ? await withCpuProfile(`${values.profile}-${engine}-${mode}.cpuprofile`, load)
      : await load();
    const cpuAfter = mainThreadCpuMs();
    const dbCpuAfter = engine === 'postgres' ? localPostgresCpuMs() : NaN;
    const ownDbCpu = engine === 'postgres' ? ownPostgresCpuMsBetween(ownBefore, ownPostgresBackendTicks()) : NaN;
    purchaseTimes.sort((a, b) => a - b);
    commitTimes.sort((a, b) => a - b);
    const sold = await t.database.db
      .selectFrom('seat_claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'sold')
      .executeTakeFirstOrThrow();
    console.log(
      `\n${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} — ${BUYERS} concurrent buyers, ${SECONDS} s, ${PRESENTATIONS} presentations of ${ROWS * SEATS_PER_ROW} seats, 2 seats per purchase, ${mode === 'hot' ? 'all on one showtime at a time' : 'spread over the showtimes'}`,
    );
    console.log(`  purchases ${purchaseTimes.length} (${(purchaseTimes.length / elapsed).toFixed(1)}/s), seats sold ${Number(sold.n)}`);
    console.log(
      `  whole purchase (hold + cart + commit) p50 ${percentile(purchaseTimes, 50).toFixed(1)} ms  p99 ${percentile(purchaseTimes, 99).toFixed(1)} ms`,
    );
    console.log(`  commit alone p50 ${percentile(commitTimes, 50).toFixed(1)} ms  p99 ${percentile(commitTimes, 99).toFixed(1)} ms`);
    console.log(`  outcomes ${JSON.stringify(outcomes)}`);
    // CPU time is what a shared, loaded machine changes least: wall-clock rates there say more about the neighbours.
    if (Number.isFinite(cpuBefore) && purchaseTimes.length > 0)
      console.log(
        `  server thread CPU ${((cpuAfter - cpuBefore) / purchaseTimes.length).toFixed(2)} ms per purchase (the bound on purchases/s of one process: ${((1000 * purchaseTimes.length) / (cpuAfter - cpuBefore)).toFixed(0)}/s)`,
      );
    if (Number.isFinite(dbCpuBefore) && purchaseTimes.length > 0)
      console.log(
        `  database CPU (every PostgreSQL process of this machine) ${((dbCpuAfter - dbCpuBefore) / purchaseTimes.length).toFixed(2)} ms per purchase`,
      );
    // The backends of this process's own connections only: the figure to compare on a machine shared with others.
    if (Number.isFinite(ownDbCpu) && purchaseTimes.length > 0)
      console.log(`  database CPU (this server's own PostgreSQL backends) ${(ownDbCpu / purchaseTimes.length).toFixed(2)} ms per purchase`);
  } finally {
    await t.dispose();
  }
}

if (isMainThread) {
  for (const engine of testEngines()) for (const mode of MODES) await run(engine, mode);
} else {
  parentPort?.postMessage(await generateLoad(workerData as { base: string; presentations: number[]; mode: Mode }));
}
