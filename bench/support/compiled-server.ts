// The compiled server (apps/server/dist/main.js, what `npm start` runs) as a child process of a benchmark: built,
// started on a free port against a given database, measured from the outside (/proc), stopped with SIGTERM.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDateOf } from '@kupa/domain';
import { createTestDatabase } from '@kupa/server/testing';
import { uuidOf } from './bench-hall';
import type { SeatRef } from './seat-hold-scenarios';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/** Bundles the server as `npm start` does (a second or two), so a benchmark never measures a stale build. */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where a benchmark's server keeps its data: a temporary SQLite directory, or a fresh schema of a PostgreSQL database. */
export interface BenchDatabase {
  engine: 'sqlite' | 'postgres';
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A database for the benchmark's server. With `demo`, SQLite starts as a copy of a database the compiled server
 * filled with the demo data before (kept in the temporary directory per build and day, so that several benchmarks
 * of one run fill it once); PostgreSQL gets the demo data at the server's first start.
 */
export async function benchDatabase(engine: 'sqlite' | 'postgres', { demo = false } = {}): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-bench-'));
    if (demo) fs.copyFileSync(path.join(await demoSqliteDir(), 'kupa.db'), path.join(dataDir, 'kupa.db'));
    return {
      engine,
      env: { DATABASE_URL: '', KUPA_DATA_DIR: dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // A new schema of KUPA_TEST_DATABASE_URL (migrated, empty), given to the server through the connection's search_path.
  const test = await createTestDatabase('postgres');
  const url = new URL(test.options.databaseUrl ?? '');
  url.searchParams.set('options', `-c search_path=${test.options.pgSchema}`);
  await test.close();
  return {
    engine,
    env: { DATABASE_URL: url.toString(), KUPA_DATA_DIR: test.options.dataDir, KUPA_DEMO_FORCE: 'on' },
    dispose: () => test.dispose(),
  };
}

/** The directory of a SQLite database filled with today's demo data by the current build (made when missing). */
export async function demoSqliteDir(): Promise<string> {
  const build = createHash('sha256').update(fs.readFileSync(MAIN)).digest('hex').slice(0, 12);
  const today = localDateOf(new Date()); // the demo data's "today" (venue time zone)
  const cached = path.join(os.tmpdir(), `kupa-bench-demo-${today}-${build}`);
  if (fs.existsSync(path.join(cached, 'kupa.db'))) return cached;
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-bench-demo-'));
  const started = performance.now();
  const server = await startServer({ engine: 'sqlite', env: { DATABASE_URL: '', KUPA_DATA_DIR: fresh }, dispose: async () => {} });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server filling the demo data exited with ${code}`);
  console.log(
    `(demo data filled in a new SQLite database in ${((performance.now() - started) / 1000).toFixed(1)} s; kept for this build and day)`,
  );
  try {
    fs.renameSync(fresh, cached);
  } catch {
    // Another benchmark made it meanwhile.
    fs.rmSync(fresh, { recursive: true, force: true });
  }
  return cached;
}

export interface RunningServer {
  pid: number;
  base: string;
  /** From spawn to the first successful answer of GET /api/health. */
  readyMs: number;
  /** Ends with SIGTERM; answers the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts dist/main.js in demo mode (demo data filled on an empty database) and waits for its first answer. With
 * `cpuProfileDir`, node writes a CPU profile of the server's main thread there when it stops (node --cpu-prof).
 */
export async function startServer(
  database: BenchDatabase,
  { timeoutMs = 180_000, cpuProfileDir }: { timeoutMs?: number; cpuProfileDir?: string | undefined } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      KUPA_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...database.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${errors}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${errors}`);
    }
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const readyMs = performance.now() - started;
  return {
    pid: child.pid!,
    base,
    readyMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident memory now; VmHWM: its peak). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

/** CPU time (user + system) the process used so far, in ms; with `mainThread`, only its main (JavaScript) thread's. */
export function cpuMs(pid: number, { mainThread = false } = {}): number {
  const stat = fs.readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** The engines to measure: SQLite always, PostgreSQL when KUPA_TEST_DATABASE_URL is set. */
export function benchEngines(): Array<'sqlite' | 'postgres'> {
  return process.env.KUPA_TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Free seats of the first `count` presentations on sale from tomorrow on (reserved seating), read through the API. */
export async function demoFreeSeats(base: string, count: number): Promise<{ seats: SeatRef[]; presentations: number }> {
  const seats: SeatRef[] = [];
  let presentations = 0;
  for (let day = 1; day <= 7 && presentations < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const list = (await (await fetch(`${base}/api/seats/presentations?date=${date}`)).json()) as {
      presentations: Array<{ id: number; venueId: number; isReserved: 0 | 1; isVod: boolean; ticketingState: string }>;
    };
    for (const p of list.presentations) {
      if (presentations >= count) break;
      if (p.isReserved !== 1 || p.isVod || p.ticketingState !== 'open') continue;
      const status = (await (
        await fetch(`${base}/api/seats/seats-statusV2?presentationId=${p.id}`, { headers: { uuid: uuidOf(999_999) } })
      ).json()) as { seats?: Record<string, number> };
      const keys = Object.keys(status.seats ?? {});
      if (keys.length === 0) continue;
      presentations += 1;
      for (const key of keys) {
        const [section, x, y] = key.split('_').map(Number);
        seats.push({ PresentationId: p.id, VenueId: p.venueId, VenueSectionId: section!, XCoordinate: x!, YCoordinate: y! });
      }
    }
  }
  return { seats, presentations };
}
