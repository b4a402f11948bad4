// HTTP load through autocannon in a worker thread, so the load generator never shares the server's event loop.
// One call measures the server's bare JSON route and a measured scenario against the same server in the same run,
// and prints both rates, the measured route's p50/p99, answers by status code, the engine and the ratio.
import fs from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** What one request of a scenario asks for. */
export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** State a connection keeps through one pass over the scenario's steps (cleared when the steps start over). */
export type StepContext = Record<string, unknown>;

/**
 * One step of a scenario. Each connection runs the steps in order, over and over. `request` may answer null to skip
 * the rest of the pass (e.g. no release when the hold was refused); `answer` tells whether the answer counts as a
 * success of the step (e.g. a hold that has lockedSeat), and may remember things in the context for later steps.
 */
export interface LoadStep {
  label: string;
  request(context: StepContext): LoadRequest | null;
  answer?(status: number, body: string, context: StepContext): boolean;
}

/** A module exporting scenario factories: the worker imports it again by URL, since functions cannot cross threads. */
export interface ScenarioRef {
  module: string;
  factory: string;
  options: unknown;
}

export interface LoadSpec {
  base: string;
  connections: number;
  seconds: number;
  scenario: ScenarioRef;
}

/** Per step label: answers, successes, status codes and the latencies (ms, sorted) of that step. */
export interface StepFigures {
  requests: number;
  successes: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  seconds: number;
  totalRequests: number;
  /** autocannon's own count of socket errors and timeouts. */
  errors: number;
  timeouts: number;
  steps: Record<string, StepFigures>;
  /** Anything the scenario returns at the end (e.g. who was told they hold which seat). */
  report: unknown;
}

/** A scenario module's factory: the steps, and an optional summary read once the run is over. */
export type ScenarioFactory = (options: never) => { steps: LoadStep[]; report?(): unknown };

/** Runs the scenario in a worker thread for `seconds` with `connections` connections. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  // Workers do not inherit tsx's module hooks: the worker registers tsx first, then loads this file again.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { httpLoad: spec } });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (m: { result?: LoadResult; error?: string }) => (m.result ? resolve(m.result) : reject(new Error(m.error))));
    worker.once('error', reject);
  });
}

/** The bare JSON route of every HTTP bench: no database, no body, just Fastify, the hooks and a schema. */
export const bareScenario: ScenarioFactory = () => ({
  steps: [{ label: 'bare', request: () => ({ method: 'GET', path: '/api/integration' }), answer: (status) => status === 200 }],
});

export interface CompareOptions {
  base: string;
  engine: string;
  connections: number;
  seconds: number;
  /** A short run of each before measuring, so both are measured with warm JIT and caches. */
  warmupSeconds: number;
  measured: ScenarioRef;
  /** The step whose successes are the figure (e.g. 'hold'); its latency is the one printed. */
  label: string;
  /** What a success is called in the printout ("holds"). */
  unit: string;
  /** CPU time (ms) the server has used so far, when it can be read: per-request cost that other load on the machine does not skew. */
  serverCpuMs?: () => number;
  /** CPU time (ms) the database server's processes have used so far (PostgreSQL on this machine), when it can be read. */
  databaseCpuMs?: () => number;
  /** Called around the measured runs of each part (not the warm-ups): e.g. a CPU profile of the server thread. */
  around?: <T>(part: 'bare' | 'measured', run: () => Promise<T>) => Promise<T>;
}

/** Bare route, then the measured scenario, on the same server; prints one block and answers the figures. */
export async function compareWithBare(o: CompareOptions): Promise<{ bare: LoadResult; measured: LoadResult; ratio: number }> {
  const bareRef: ScenarioRef = { module: import.meta.url, factory: 'bareScenario', options: {} };
  if (o.warmupSeconds > 0) {
    await runLoad({ base: o.base, connections: o.connections, seconds: o.warmupSeconds, scenario: bareRef });
    await runLoad({ base: o.base, connections: o.connections, seconds: o.warmupSeconds, scenario: o.measured });
  }
  const cpu = o.serverCpuMs ?? (() => NaN);
  const dbCpu = o.databaseCpuMs ?? (() => NaN);
  const cpu0 = cpu();
  const db0 = dbCpu();
  const around = o.around ?? (<T>(_part: string, run: () => Promise<T>) => run());
  const bare = await around('bare', () => runLoad({ base: o.base, connections: o.connections, seconds: o.seconds, scenario: bareRef }));
  const cpu1 = cpu();
  const db1 = dbCpu();
  const measured = await around('measured', () =>
    runLoad({ base: o.base, connections: o.connections, seconds: o.seconds, scenario: o.measured }),
  );
  const cpu2 = cpu();
  const db2 = dbCpu();
  const bareRate = (bare.steps.bare?.successes ?? 0) / bare.seconds;
  const rate = (measured.steps[o.label]?.successes ?? 0) / measured.seconds;
  const ratio = bareRate > 0 ? rate / bareRate : NaN;
  console.log(`  engine ${o.engine}, ${o.connections} connections, ${o.seconds} s each`);
  printLine('bare GET /api/integration', 'answers', bare, 'bare');
  printLine(`measured (${o.label})`, o.unit, measured, o.label);
  for (const [label, s] of Object.entries(measured.steps)) {
    if (label !== o.label)
      console.log(`    also ${label}: ${s.requests} requests, statuses ${JSON.stringify(s.statuses)}, p99 ${s.p99.toFixed(1)} ms`);
  }
  console.log(`    all requests of the measured run: ${(measured.totalRequests / measured.seconds).toFixed(0)}/s`);
  const bareCount = bare.steps.bare?.successes ?? 0;
  const count = measured.steps[o.label]?.successes ?? 0;
  if (Number.isFinite(cpu0) && bareCount > 0 && count > 0) {
    const us = (ms: number, n: number) => ((ms * 1000) / n).toFixed(0);
    console.log(
      `  server CPU: ${us(cpu1 - cpu0, bareCount)} µs per bare answer; ${us(cpu2 - cpu1, count)} µs per ${o.unit.replace(/s$/, '')} (${us(cpu2 - cpu1, measured.totalRequests)} µs per request of the measured run)`,
    );
    if (Number.isFinite(db0))
      console.log(
        `  database CPU (every PostgreSQL process of this machine): ${us(db1 - db0, bareCount)} µs per bare answer; ${us(db2 - db1, count)} µs per ${o.unit.replace(/s$/, '')} (${us(db2 - db1, measured.totalRequests)} µs per request of the measured run)`,
      );
  }
  console.log(`  ratio ${o.unit}/s ÷ bare answers/s = ${(ratio * 100).toFixed(1)}%`);
  return { bare, measured, ratio };
}

function printLine(title: string, unit: string, result: LoadResult, label: string) {
  const s = result.steps[label];
  if (!s) {
    console.log(`  ${title}: no answers`);
    return;
  }
  const socket = result.errors + result.timeouts > 0 ? `, socket errors ${result.errors}, timeouts ${result.timeouts}` : '';
  console.log(
    `  ${title}: ${(s.successes / result.seconds).toFixed(0)} ${unit}/s (${s.requests} requests), p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, statuses ${JSON.stringify(s.statuses)}${socket}`,
  );
}

/**
 * Profiles this thread (the in-process server's) while `run` runs and writes a .cpuprofile (Chrome DevTools,
 * speedscope) to `file`: the V8 profiler only, without `node --cpu-prof`'s whole-process profile of warm-ups and setup.
 */
export async function withCpuProfile<T>(file: string, run: () => Promise<T>): Promise<T> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  CPU profile of the server thread during the measured run: ${file}`);
  }
}

/**
 * CPU time (user + system, ms) of this process's main thread, from /proc (Linux): the server's cost when it runs
 * in-process with the load generator in a worker thread. NaN where /proc is not there.
 */
export function mainThreadCpuMs(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) in clock ticks, counted here from field 3 (state) as index 0.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU time (user + system, ms) of every `postgres` process of this machine, from /proc (Linux): what the database
 * server spent, when it runs beside the bench. Other clients' queries count too, so read it on a quiet machine or as
 * an upper bound. NaN where /proc is not there.
 */
export function localPostgresCpuMs(): number {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU ticks (1/100 s) of the PostgreSQL backends that serve this process's own connections, by backend pid: unlike
 * localPostgresCpuMs, it leaves out every other client of the same server (other benches and tests on a shared
 * machine). Found by socket: this process's TCP sockets to port 5432 (/proc/self/fd, /proc/net/tcp), the server's
 * end of each (local 5432, remote our port) and the postgres process holding that socket. Linux only; empty elsewhere.
 */
export function ownPostgresBackendTicks(): Map<number, number> {
  const result = new Map<number, number>();
  try {
    const inodesOf = (pid: string) => {
      const inodes = new Set<string>();
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m?.[1]) inodes.add(m[1]);
        } catch {
          // closed meanwhile
        }
      }
      return inodes;
    };
    const sockets = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => {
      try {
        return fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(/\s+/))
          .filter((f) => f.length > 9)
          .map((f) => ({ local: parseInt(f[1]!.split(':')[1]!, 16), remote: parseInt(f[2]!.split(':')[1]!, 16), inode: f[9]! }));
      } catch {
        return [];
      }
    });
    const mine = inodesOf('self');
    const ourPorts = new Set(sockets.filter((s) => s.remote === 5432 && mine.has(s.inode)).map((s) => s.local));
    const serverInodes = new Set(sockets.filter((s) => s.local === 5432 && ourPorts.has(s.remote)).map((s) => s.inode));
    if (serverInodes.size === 0) return result;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
        if (![...inodesOf(pid)].some((inode) => serverInodes.has(inode))) continue;
      } catch {
        continue; // ended meanwhile, or not ours to read
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      result.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    }
  } catch {
    // not Linux
  }
  return result;
}

/** CPU ms the own backends used between two ownPostgresBackendTicks() readings (one opened meanwhile counts whole). */
export function ownPostgresCpuMsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return after.size === 0 ? NaN : (ticks * 1000) / 100;
}

/** The p-th percentile (nearest rank) of sorted figures. */
function nearestRank(sorted: Float64Array, p: number): number {
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
}

/** In the worker: runs autocannon over the scenario's steps and collects per-step figures. */
async function generate(spec: LoadSpec): Promise<LoadResult> {
  const mod = (await import(spec.scenario.module)) as Record<string, ScenarioFactory>;
  const factory = mod[spec.scenario.factory];
  if (!factory) throw new Error(`no scenario ${spec.scenario.factory} in ${spec.scenario.module}`);
  const { steps, report } = factory(spec.scenario.options as never);
  const figures = new Map<string, { requests: number; successes: number; statuses: Record<string, number>; latencies: number[] }>();
  for (const step of steps) figures.set(step.label, { requests: 0, successes: 0, statuses: {}, latencies: [] });
  // autocannon calls a request's onResponse and then emits 'response' with the latency, synchronously, one after
  // the other: the step answered last is the one the latency belongs to.
  let lastLabel = '';
  const requests = steps.map((step) => ({
    setupRequest: (_req: unknown, context: object) => {
      const r = step.request(context as StepContext);
      return r
        ? { method: r.method, path: r.path, headers: { 'content-type': 'application/json', ...r.headers }, body: r.body ?? '' }
        : null;
    },
    onResponse: (status: number, body: string, context: object) => {
      lastLabel = step.label;
      const f = figures.get(step.label);
      if (!f) return;
      f.requests += 1;
      f.statuses[status] = (f.statuses[status] ?? 0) + 1;
      if (step.answer ? step.answer(status, body, context as StepContext) : status < 400) f.successes += 1;
    },
  }));
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: spec.base, connections: spec.connections, duration: spec.seconds, requests: requests as unknown as autocannon.Request[] },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      figures.get(lastLabel)?.latencies.push(responseTime);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const out: Record<string, StepFigures> = {};
  for (const [label, f] of figures) {
    const sorted = Float64Array.from(f.latencies).sort();
    out[label] = {
      requests: f.requests,
      successes: f.successes,
      statuses: f.statuses,
      p50: nearestRank(sorted, 50),
      p99: nearestRank(sorted, 99),
      max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    };
  }
  return {
    seconds,
    totalRequests: [...figures.values()].reduce((sum, f) => sum + f.requests, 0),
    errors: result.errors,
    timeouts: result.timeouts,
    steps: out,
    report: report?.(),
  };
}

if (!isMainThread && (workerData as { httpLoad?: LoadSpec } | null)?.httpLoad) {
  const spec = (workerData as { httpLoad: LoadSpec }).httpLoad;
  generate(spec).then(
    (result) => parentPort?.postMessage({ result }),
    (error: unknown) => parentPort?.postMessage({ error: String((error as Error)?.stack ?? error) }),
  );
}
