// Seat holds with 1, 2 and 4 compiled server processes on one PostgreSQL database (issue 12, "how cost grows"):
// the processes share one schema, the load is split evenly over them (autocannon, one worker thread per process,
// the same seat pool), and the figures are the total successful holds per second, the worst p99, the memory of each
// process, and the proof that matters: in a contested run over all processes at once, exactly one buyer is told
// he holds each seat, and the database agrees. PostgreSQL only (KUPA_TEST_DATABASE_URL); SQLite is one process.
// Prints figures; asserts nothing but one holder per seat.
// Run: npx tsx bench/scale-out.ts [--quick] [--seconds 10] [--connections 100] [--processes 1,2,4] [--presentations 40]
import { parseArgs } from 'node:util';
import { localDateOf } from '@kupa/domain';
import { createTestDatabase, DEFAULT_PG_POOL_SIZE } from '@kupa/server/testing';
import { insertBenchHall } from './support/bench-hall';
import { buildServer, memoryMb, startServer, type BenchDatabase, type RunningServer } from './support/compiled-server';
import { runLoad, type LoadResult, type ScenarioRef } from './support/http-load';
import type { ContestedOptions, FreeSeatsOptions } from './support/seat-hold-scenarios';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '100' },
    processes: { type: 'string', default: '1,2,4' },
    presentations: { type: 'string', default: '40' },
  },
});
const SECONDS = Number(values.seconds ?? (values.quick ? 2 : 10));
const WARMUP_SECONDS = values.quick ? 1 : 2;
const CONNECTIONS = Number(values.connections);
const PROCESS_COUNTS = (values.processes ?? '1,2,4').split(',').map(Number);
const PRESENTATIONS = Number(values.presentations);
const ROWS = 20;
const SEATS_PER_ROW = 30;
const CONTESTED_SEATS = 20;
const scenarios = new URL('./support/seat-hold-scenarios.ts', import.meta.url).href;

if (!process.env.KUPA_TEST_DATABASE_URL) {
  console.log('Scale-out: PostgreSQL only; KUPA_TEST_DATABASE_URL is not set, nothing measured.');
  process.exit(0);
}

/** The load split over the servers, one worker each, all at once; answers each worker's result. */
async function splitLoad(servers: RunningServer[], scenario: ScenarioRef, seconds: number): Promise<LoadResult[]> {
  const per = Math.max(1, Math.round(CONNECTIONS / servers.length));
  return Promise.all(servers.map((s) => runLoad({ base: s.base, connections: per, seconds, scenario })));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function measure(processes: number) {
  // A fresh schema with the bench hall in it (the compiled servers find a business and fill no demo data).
  const test = await createTestDatabase('postgres', DEFAULT_PG_POOL_SIZE);
  const now = new Date();
  const ids = await insertBenchHall(
    { database: test },
    { rows: ROWS, seatsPerRow: SEATS_PER_ROW, presentations: PRESENTATIONS + 1, now, businessDate: localDateOf(now) },
  );
  const contestedId = ids.pop() ?? 0;
  const url = new URL(test.options.databaseUrl ?? '');
  url.searchParams.set('options', `-c search_path=${test.options.pgSchema}`);
  const database: BenchDatabase = {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString(), KUPA_DATA_DIR: test.options.dataDir, KUPA_DEMO_FORCE: 'on' },
    dispose: async () => {},
  };
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startServer(database));
    const free: ScenarioRef = {
      module: scenarios,
      factory: 'freeSeats',
      options: { presentations: ids, rows: ROWS, seatsPerRow: SEATS_PER_ROW } satisfies FreeSeatsOptions,
    };
    await splitLoad(servers, free, WARMUP_SECONDS);
    const results = await splitLoad(servers, free, SECONDS);
    const holds = sum(results.map((r) => r.steps.hold?.successes ?? 0)) / SECONDS;
    const p99 = Math.max(...results.map((r) => r.steps.hold?.p99 ?? NaN));
    const p50 = Math.max(...results.map((r) => r.steps.hold?.p50 ?? NaN));
    const refused = sum(results.map((r) => (r.steps.hold?.requests ?? 0) - (r.steps.hold?.successes ?? 0)));
    const rss = servers.map((s) => memoryMb(s.pid).toFixed(0));

    // Contested: every request a new buyer, the same 20 seats, the buyers spread over every process at once.
    const seats = Array.from({ length: CONTESTED_SEATS }, (_, i) => ({ presentationId: contestedId, x: 15, y: 1 + i }));
    const contested: ScenarioRef = { module: scenarios, factory: 'contestedSeats', options: { seats } satisfies ContestedOptions };
    const fight = await splitLoad(servers, contested, Math.min(SECONDS, 3));
    const told: Record<string, string[]> = {};
    for (const r of fight)
      for (const [key, buyers] of Object.entries(r.report as Record<string, string[]>)) (told[key] ??= []).push(...buyers);
    const claims = await test.db
      .selectFrom('seat_claims')
      .innerJoin('seats', 'seats.id', 'seat_claims.seat_id')
      .select(['seats.grid_x', 'seats.grid_y', 'seat_claims.buyer_uuid'])
      .where('seat_claims.presentation_id', '=', contestedId)
      .execute();
    const problems: string[] = [];
    for (const s of seats) {
      const key = `${s.x}_${s.y}`;
      const buyers = told[key] ?? [];
      const inDb = claims.filter((c) => c.grid_x === s.x && c.grid_y === s.y).map((c) => c.buyer_uuid);
      if (buyers.length !== 1) problems.push(`seat ${key}: ${buyers.length} buyers told they hold it`);
      if (inDb.length !== 1 || inDb[0] !== buyers[0]) problems.push(`seat ${key}: database holder ${inDb.join(',') || 'none'}`);
    }
    const twoHolders = seats.filter((s) => (told[`${s.x}_${s.y}`] ?? []).length > 1).length;
    const contestedP99 = Math.max(...fight.map((r) => r.steps.hold?.p99 ?? NaN));
    console.log(
      `${String(processes).padStart(2)} process${processes === 1 ? ' ' : 'es'}: ${holds.toFixed(0)} holds/s (p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${refused} refused), ` +
        `RSS ${rss.join(' / ')} MB; contested over all of them: p99 ${contestedP99.toFixed(1)} ms, seats with two holders ${twoHolders} of ${seats.length}` +
        (problems.length > 0 ? `\n  PROBLEMS:\n    ${problems.join('\n    ')}` : ', one holder per seat as the database says'),
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    for (const s of servers) await s.stop();
    await test.dispose();
  }
}

buildServer();
console.log(
  `\nSeat holds on one PostgreSQL database, ${CONNECTIONS} connections split over the processes, random free seats of ${PRESENTATIONS} presentations of ${ROWS * SEATS_PER_ROW} seats, ${SECONDS} s`,
);
for (const n of PROCESS_COUNTS) await measure(n);
