// Seat holds per second and lock latency through real HTTP with concurrent buyers, on SQLite and, when
// KUPA_TEST_DATABASE_URL=postgres://... is set, on PostgreSQL too. The buyers run in a worker thread so that the
// load generator does not share the server's event loop. Prints figures; asserts nothing.
// Run: npx tsx bench/seat-locks.ts [--buyers 64] [--seconds 5] [--presentations 10]
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { zonedTimeToUtc } from '@kupa/domain';
import { createTestApp, testEngines, type TestApp } from '@kupa/server/testing';
import { insertBenchHall, percentile, uuidOf } from './support/bench-hall';

const { values } = parseArgs({
  args: isMainThread ? process.argv.slice(2) : (workerData as { args: string[] }).args,
  options: {
    buyers: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '5' },
    presentations: { type: 'string', default: '10' },
  },
});
const BUYERS = Number(values.buyers);
const SECONDS = Number(values.seconds);
const PRESENTATIONS = Number(values.presentations);
const ROWS = 20;
const SEATS_PER_ROW = 30;
/** A buyer releases its seats after holding this many, so the hall never fills and every lock is real work. */
const HOLD_BEFORE_RELEASE = 4;
const NOW = zonedTimeToUtc('2026-11-21', '12:00', 'Asia/Jerusalem');

/** A 600-seat hall and a set of presentations in it. */
function insertHall(t: TestApp): Promise<number[]> {
  return insertBenchHall(t, { rows: ROWS, seatsPerRow: SEATS_PER_ROW, presentations: PRESENTATIONS, now: NOW, businessDate: '2026-11-21' });
}

interface LoadResult {
  lockTimes: number[];
  outcomes: Record<string, number>;
  holds: number;
  elapsed: number;
}

/** The buyers: each locks random seats of random presentations, and releases them after holding a few. */
async function generateLoad({ base, presentations }: { base: string; presentations: number[] }): Promise<LoadResult> {
  const put = (path: string, uuid: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'PUT', headers: { uuid, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const seatOf = (presentationId: number, x: number, y: number) => ({
    PresentationId: presentationId,
    VenueId: 1,
    VenueSeatplanId: 1,
    VenueSectionId: 1,
    XCoordinate: x,
    YCoordinate: y,
  });
  const lockTimes: number[] = [];
  const outcomes: Record<string, number> = {};
  let holds = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, b) => {
      const uuid = uuidOf(b + 1);
      let held: Array<ReturnType<typeof seatOf>> = [];
      while (performance.now() < deadline) {
        const seat = seatOf(
          presentations[Math.floor(Math.random() * presentations.length)] ?? 1,
          1 + Math.floor(Math.random() * SEATS_PER_ROW),
          1 + Math.floor(Math.random() * ROWS),
        );
        const t0 = performance.now();
        const res = await put('/api/seats/lock-seat', uuid, { seat });
        const body = (await res.json()) as { error?: { error: string } };
        lockTimes.push(performance.now() - t0);
        const outcome = res.ok ? 'held' : (body.error?.error ?? String(res.status));
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        if (!res.ok) continue;
        holds += 1;
        held.push(seat);
        if (held.length >= HOLD_BEFORE_RELEASE) {
          for (const s of held) await (await put('/api/seats/unlock-seat', uuid, { seat: s })).arrayBuffer();
          held = [];
        }
      }
    }),
  );
  return { lockTimes, outcomes, holds, elapsed: (performance.now() - started) / 1000 };
}

async function run(engine: 'sqlite' | 'postgres') {
  const t = await createTestApp(engine, NOW, { LOG_LEVEL: 'silent' });
  try {
    const presentations = await insertHall(t);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The worker loads this TypeScript file again: it registers tsx first (workers do not inherit module hooks).
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const worker = new Worker(bootstrap, { eval: true, workerData: { base, presentations, args: process.argv.slice(2) } });
    const { lockTimes, outcomes, holds, elapsed } = await new Promise<LoadResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    lockTimes.sort((a, b) => a - b);
    console.log(
      `\n${t.database.description.replace(/\(schema .*\)/, '').trim()} — ${BUYERS} concurrent buyers, ${SECONDS} s, ${PRESENTATIONS} presentations of ${ROWS * SEATS_PER_ROW} seats`,
    );
    console.log(
      `  lock requests ${lockTimes.length} (${(lockTimes.length / elapsed).toFixed(0)}/s), holds ${holds} (${(holds / elapsed).toFixed(0)} holds/s)`,
    );
    console.log(
      `  lock latency p50 ${percentile(lockTimes, 50).toFixed(2)} ms  p99 ${percentile(lockTimes, 99).toFixed(2)} ms  max ${(lockTimes.at(-1) ?? NaN).toFixed(2)} ms`,
    );
    console.log(`  outcomes ${JSON.stringify(outcomes)}`);
  } finally {
    await t.dispose();
  }
}

if (isMainThread) {
  for (const engine of testEngines()) await run(engine);
} else {
  parentPort?.postMessage(await generateLoad(workerData as { base: string; presentations: number[] }));
}
