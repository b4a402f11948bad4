// Memory of the compiled server (apps/server/dist/main.js, what `npm start` runs) under seat-hold load: the server
// runs as a child process on the demo data, autocannon drives 100 connections that each hold a random free seat of
// the next presentations on sale and release it again (so the hall never fills), for 60 s; the server's resident
// memory (VmRSS of /proc/<pid>/status) is printed when ready, at the end, and its peak. On SQLite and, when
// KUPA_TEST_DATABASE_URL is set, on PostgreSQL. Prints figures; asserts nothing (goal: ≤ 200 MB RSS at the end).
// Also prints the CPU the server's main thread used per request, and with --profile DIR writes a CPU profile of the
// compiled server (node --cpu-prof) there: the hold path as `npm start` runs it.
// Run: npx tsx bench/server-memory.ts [--seconds 60] [--connections 100] [--quick] [--profile DIR]   (--quick: 5 s)
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { uuidOf } from './support/bench-hall';
import { benchDatabase, benchEngines, buildServer, cpuMs, demoFreeSeats, memoryMb, startServer } from './support/compiled-server';
import type { SeatRef } from './support/seat-hold-scenarios';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string', default: '100' },
    presentations: { type: 'string', default: '40' },
    quick: { type: 'boolean', default: false },
    /** A directory for a CPU profile of the compiled server's main thread (written when it stops). */
    profile: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds ?? (values.quick ? 5 : 60));
const CONNECTIONS = Number(values.connections);
const PRESENTATIONS = Number(values.presentations);
const GOAL_MB = 200;

/** Each connection holds a random free seat and releases it, over and over; answers successful holds and errors by code. */
async function holdLoad(
  base: string,
  seats: SeatRef[],
): Promise<{ holds: number; requests: number; codes: Record<string, number>; p99: number }> {
  let holds = 0;
  let connection = 0;
  const codes: Record<string, number> = {};
  type Context = { uuid?: string; seat?: SeatRef };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'PUT',
        path: '/api/seats/lock-seat',
        setupRequest: (request, context: Context) => {
          context.uuid ??= uuidOf(++connection);
          context.seat = seats[Math.floor(Math.random() * seats.length)];
          return {
            ...request,
            headers: { 'content-type': 'application/json', uuid: context.uuid },
            body: JSON.stringify({ seat: context.seat }),
          };
        },
        onResponse: (status) => {
          if (status === 200) holds += 1;
          else codes[`hold ${status}`] = (codes[`hold ${status}`] ?? 0) + 1;
        },
      },
      {
        method: 'PUT',
        path: '/api/seats/unlock-seat',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { 'content-type': 'application/json', uuid: context.uuid ?? uuidOf(0) },
          body: JSON.stringify({ seat: context.seat }),
        }),
      },
    ],
  });
  return {
    holds,
    requests: result.requests.total,
    codes: { ...codes, errors: result.errors, timeouts: result.timeouts },
    p99: result.latency.p99,
  };
}

buildServer();
for (const engine of benchEngines()) {
  const database = await benchDatabase(engine, { demo: true });
  if (engine === 'postgres') {
    // PostgreSQL's demo data is filled by the server's first start: measured apart, that process's memory would be
    // the filling's, not the running server's (SQLite starts from a copy of a filled database).
    const filling = await startServer(database);
    const code = await filling.stop();
    if (code !== 0) throw new Error(`the server filling the demo data exited with ${code}`);
  }
  const server = await startServer(database, { cpuProfileDir: values.profile });
  try {
    const { seats, presentations } = await demoFreeSeats(server.base, PRESENTATIONS);
    if (seats.length === 0) throw new Error('no free seats on sale in the demo data');
    const atStart = memoryMb(server.pid);
    console.log(`\n${engine}: ${seats.length} free seats over ${presentations} presentations; ${CONNECTIONS} connections for ${SECONDS} s`);
    const cpuBefore = cpuMs(server.pid, { mainThread: true });
    const load = await holdLoad(server.base, seats);
    const serverCpuUs = (cpuMs(server.pid, { mainThread: true }) - cpuBefore) * 1000;
    const atEnd = memoryMb(server.pid);
    console.log(
      `${engine}: ${(load.holds / SECONDS).toFixed(0)} holds/s (each followed by its release), p99 ${load.p99} ms, other answers ${JSON.stringify(load.codes)}`,
    );
    console.log(
      `${engine}: server main thread ${(serverCpuUs / load.requests).toFixed(0)} µs of CPU per request (${load.requests} requests, holds and releases)`,
    );
    console.log(
      `${engine}: RSS ready ${atStart.toFixed(0)} MB, after ${SECONDS} s of hold load ${atEnd.toFixed(0)} MB, peak ${memoryMb(server.pid, 'VmHWM').toFixed(0)} MB (goal ≤ ${GOAL_MB} MB)`,
    );
  } finally {
    const code = await server.stop();
    await database.dispose();
    if (code !== 0) {
      console.error(`${engine}: the server exited with ${code} on SIGTERM`);
      process.exitCode = 1;
    }
  }
}
