// Seat holds per second through real HTTP (PUT /api/seats/lock-seat), beside the same server's bare JSON route in the
// same run, on SQLite and, when KUPA_TEST_DATABASE_URL=postgres://... is set, on PostgreSQL too. The load generator
// (autocannon) runs in a worker thread, apart from the server's event loop. Counts successful holds (answers with
// lockedSeat), never attempts; each buyer releases the seat it held, so the halls stay free. Then the contested run:
// 100 buyers on the same 20 seats, checking that each seat has exactly one holder and the database agrees.
// Prints figures; asserts nothing but the contested run's one holder per seat.
// Then the issue's own setting: the compiled server as `npm start` runs it (apps/server/dist/main.js, a child process,
// its main thread's CPU read from /proc) on the demo data, random free seats of its first 40 presentations on sale
// read through the API; the free-seat run only. --compiled runs only that, --in-process only the runs before it.
// Run: npx tsx bench/seat-holds.ts [--quick] [--seconds 10] [--connections 100] [--presentations 40] [--rows 20 --seats 30]
//      [--only free|contested] [--engine sqlite|postgres] [--compiled | --in-process]
//      [--log info] [--profile /tmp/holds] (a CPU profile of the server thread during each measured run; with
//      --compiled a directory for node --cpu-prof's profile of the compiled server's whole run)
import { parseArgs } from 'node:util';
import { zonedTimeToUtc } from '@kupa/domain';
import { createTestApp, DEFAULT_PG_POOL_SIZE, testEngines, type TestApp } from '@kupa/server/testing';
import { insertBenchHall } from './support/bench-hall';
import { benchDatabase, buildServer, cpuMs, demoFreeSeats, startServer } from './support/compiled-server';
import { compareWithBare, localPostgresCpuMs, mainThreadCpuMs, withCpuProfile } from './support/http-load';
import type { ContestedOptions, FreeSeatsOptions, ListedSeatsOptions } from './support/seat-hold-scenarios';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '100' },
    presentations: { type: 'string', default: '40' },
    /** The hall: rows x seats per row (hall size, docs/performance.md "How cost grows"). */
    rows: { type: 'string', default: '20' },
    seats: { type: 'string', default: '30' },
    log: { type: 'string', default: 'silent' },
    only: { type: 'string' },
    /** One engine only (sqlite | postgres); by default SQLite, then PostgreSQL when KUPA_TEST_DATABASE_URL is set. */
    engine: { type: 'string' },
    /** Writes CPU profiles of the server thread during the measured runs: <prefix>-<engine>-<free|contested>-<bare|measured>.cpuprofile. */
    profile: { type: 'string' },
    /** Only the compiled server (`npm start`) on the demo data, as a child process: the free-seat run. */
    compiled: { type: 'boolean', default: false },
    /** Only the in-process runs on the bench hall. */
    'in-process': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds ?? (values.quick ? 3 : 10));
const WARMUP_SECONDS = values.quick ? 1 : 2;
const CONNECTIONS = Number(values.connections);
const PRESENTATIONS = Number(values.presentations);
const ROWS = Number(values.rows);
const SEATS_PER_ROW = Number(values.seats);
const CONTESTED_SEATS = 20;
const NOW = zonedTimeToUtc('2026-11-21', '12:00', 'Asia/Jerusalem');
const scenarios = new URL('./support/seat-hold-scenarios.ts', import.meta.url).href;

/** With --profile, a CPU profile of the server thread around each measured run (the bare route's and the scenario's). */
function profiled(engine: string, scenario: string) {
  const prefix = values.profile;
  return prefix
    ? <T>(part: string, run: () => Promise<T>) => withCpuProfile(`${prefix}-${engine}-${scenario}-${part}.cpuprofile`, run)
    : undefined;
}

async function run(engine: 'sqlite' | 'postgres') {
  const t = await createTestApp(engine, NOW, { LOG_LEVEL: values.log }, { poolSize: DEFAULT_PG_POOL_SIZE });
  try {
    // One presentation more than the free-seat run uses: the contested run gets a hall nobody else touched.
    const ids = await insertBenchHall(t, {
      rows: ROWS,
      seatsPerRow: SEATS_PER_ROW,
      presentations: PRESENTATIONS + 1,
      now: NOW,
      businessDate: '2026-11-21',
    });
    const contestedId = ids.pop() ?? 0;
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const engineName = t.database.description.replace(/\(schema .*\)/, '').trim();
    if (values.only !== 'contested') {
      console.log(`\nSeat holds, random free seats over ${ids.length} presentations of ${ROWS * SEATS_PER_ROW} seats`);
      const options: FreeSeatsOptions = { presentations: ids, rows: ROWS, seatsPerRow: SEATS_PER_ROW };
      await compareWithBare({
        base,
        engine: engineName,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        measured: { module: scenarios, factory: 'freeSeats', options },
        label: 'hold',
        unit: 'holds',
        serverCpuMs: mainThreadCpuMs,
        ...(engine === 'postgres' ? { databaseCpuMs: localPostgresCpuMs } : {}),
        around: profiled(engine, 'free'),
      });
    }
    if (values.only !== 'free') await contested(t, base, engineName, contestedId);
  } finally {
    await t.dispose();
  }
}

/** 100 buyers on the same 20 seats (one per row, mid-row, so the seat rules judge each seat alone). */
async function contested(t: TestApp, base: string, engineName: string, presentationId: number) {
  console.log(`\nContested holds: ${CONNECTIONS} connections, each request a new buyer, on the same ${CONTESTED_SEATS} seats`);
  const seats = Array.from({ length: Math.min(CONTESTED_SEATS, ROWS) }, (_, i) => ({
    presentationId,
    x: Math.ceil(SEATS_PER_ROW / 2),
    y: 1 + i,
  }));
  const options: ContestedOptions = { seats };
  const { measured } = await compareWithBare({
    around: profiled(t.database.dialect, 'contested'),
    base,
    engine: engineName,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 0,
    measured: { module: scenarios, factory: 'contestedSeats', options },
    label: 'hold',
    unit: 'holds',
    serverCpuMs: mainThreadCpuMs,
    ...(t.database.dialect === 'postgres' ? { databaseCpuMs: localPostgresCpuMs } : {}),
  });
  const winners = measured.report as Record<string, string[]>;
  const rows = await t.database.db
    .selectFrom('seat_claims')
    .innerJoin('seats', 'seats.id', 'seat_claims.seat_id')
    .select(['seats.grid_x', 'seats.grid_y', 'seat_claims.buyer_uuid'])
    .where('seat_claims.presentation_id', '=', presentationId)
    .execute();
  const problems: string[] = [];
  for (const s of seats) {
    const key = `${s.x}_${s.y}`;
    const told = winners[key] ?? [];
    const inDb = rows.filter((r) => r.grid_x === s.x && r.grid_y === s.y).map((r) => r.buyer_uuid);
    if (told.length !== 1) problems.push(`seat ${key}: ${told.length} buyers told they hold it`);
    if (inDb.length !== 1 || inDb[0] !== told[0]) problems.push(`seat ${key}: database holder ${inDb.join(',') || 'none'}`);
  }
  if (rows.length !== seats.length) problems.push(`${rows.length} claims in the hall, ${seats.length} seats contested`);
  console.log(
    problems.length === 0
      ? `  exactly one holder per seat (${seats.length} seats), as the database says`
      : `  PROBLEMS:\n    ${problems.join('\n    ')}`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

/** The free-seat run against the compiled server on the demo data (the measurement: `npm start`, the demo). */
async function runCompiled(engine: 'sqlite' | 'postgres') {
  const database = await benchDatabase(engine, { demo: true });
  if (engine === 'postgres') {
    const filling = await startServer(database);
    const code = await filling.stop();
    if (code !== 0) throw new Error(`the server filling the demo data exited with ${code}`);
  }
  // With --profile, a directory: node --cpu-prof writes the server's whole run (start, bare route and holds) there.
  const server = await startServer(database, { cpuProfileDir: values.compiled ? values.profile : undefined });
  try {
    const { seats, presentations } = await demoFreeSeats(server.base, PRESENTATIONS);
    if (seats.length === 0) throw new Error('no free seats on sale in the demo data');
    console.log(
      `\nSeat holds, compiled server (npm start), random free seats of the demo: ${seats.length} over ${presentations} presentations`,
    );
    const options: ListedSeatsOptions = { seats };
    await compareWithBare({
      base: server.base,
      engine: engine === 'sqlite' ? 'SQLite (compiled server, demo data)' : 'PostgreSQL (compiled server, demo data)',
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      measured: { module: scenarios, factory: 'listedSeats', options },
      label: 'hold',
      unit: 'holds',
      serverCpuMs: () => cpuMs(server.pid, { mainThread: true }),
      ...(engine === 'postgres' ? { databaseCpuMs: localPostgresCpuMs } : {}),
    });
  } finally {
    const code = await server.stop();
    await database.dispose();
    if (code !== 0) {
      console.error(`the server exited with ${code} on SIGTERM`);
      process.exitCode = 1;
    }
  }
}

const inProcess = !values.compiled;
const compiled = !values['in-process'] && values.only !== 'contested';
if (compiled) buildServer();
for (const engine of testEngines()) {
  if (values.engine && values.engine !== engine) continue;
  if (inProcess) await run(engine);
  if (compiled) await runCompiled(engine);
}
