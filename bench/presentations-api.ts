// Latency of the public presentation calls on the demo data set, through real HTTP on a loopback port.
// Run: npx tsx bench/presentations-api.ts [--requests 300] [--quick (30 requests)] (add DATABASE_URL=postgres://... for PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, loadConfig, openDatabase, migrateToLatest, ensureDemoData } from '@kupa/server/bench';
import { addDays, localDateOf } from '@kupa/domain';
import { buildServer, demoSqliteDir } from './support/compiled-server';

const { values } = parseArgs({ options: { requests: { type: 'string' }, quick: { type: 'boolean', default: false } } });
const requests = Number(values.requests ?? (values.quick ? 30 : 300));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-bench-'));
const config = loadConfig({
  ...process.env,
  KUPA_PUBLIC_URL: 'http://bench.invalid',
  LOG_LEVEL: 'silent',
  KUPA_DATA_DIR: dataDir,
  PORT: '0',
});
// On SQLite, a copy of the demo database the other benchmarks of this build and day use (filled once).
if (!/^postgres(ql)?:\/\//.test(config.databaseUrl ?? '')) {
  buildServer();
  fs.copyFileSync(path.join(await demoSqliteDir(), 'kupa.db'), path.join(dataDir, 'kupa.db'));
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await migrateToLatest(database.db, database.dialect);
const now = new Date();
const today = localDateOf(now);
const seedStart = performance.now();
await ensureDemoData(database.db, database.dialect, { today, now });
console.log(`demo data on ${database.description}: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
const app = await buildApp({ config, database });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
async function measure(label: string, url: string) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms  (${requests} requests)`,
  );
}

const list = (await (await fetch(`${base}/api/presentations/?startDate=${today}&endDate=${addDays(today, 13)}`)).json()) as {
  presentations: Array<{ id: number }>;
};
const someId = list.presentations[Math.floor(list.presentations.length / 2)]?.id ?? 1;
console.log(`upcoming presentations in 14 days: ${list.presentations.length}`);
await measure('GET /api/presentations/ (14 days)', `/api/presentations/?startDate=${today}&endDate=${addDays(today, 13)}`);
await measure('GET /api/presentations/ (today)', `/api/presentations/?startDate=${today}&endDate=${today}`);
await measure('GET /api/presentations/{id}', `/api/presentations/${someId}`);
await measure('GET /api/seats/presentations?date=', `/api/seats/presentations?date=${today}`);
await measure('GET /api/features/', '/api/features/');

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
