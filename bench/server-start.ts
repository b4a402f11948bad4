// Start-up of the compiled server (apps/server/dist/main.js, what `npm start` runs): time from spawning the process
// to its first successful HTTP answer on a database that already holds the demo data, the CPU time it used until
// then, and its resident memory (RSS) right after. On SQLite and, when KUPA_TEST_DATABASE_URL is set, on PostgreSQL.
// The first start (which on PostgreSQL fills the demo data) is not counted. Prints figures; asserts nothing.
// Run: npx tsx bench/server-start.ts [--starts 5] [--quick]
import { parseArgs } from 'node:util';
import { benchDatabase, benchEngines, buildServer, cpuMs, memoryMb, startServer } from './support/compiled-server';

const { values } = parseArgs({ options: { starts: { type: 'string' }, quick: { type: 'boolean', default: false } } });
const starts = Number(values.starts ?? (values.quick ? 2 : 5));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

buildServer();
for (const engine of benchEngines()) {
  const database = await benchDatabase(engine, { demo: true });
  try {
    // The first start warms the file cache (and on PostgreSQL fills the demo data): not counted.
    const first = await startServer(database);
    console.log(`\n${engine}: first start ${(first.readyMs / 1000).toFixed(1)} s (not counted)`);
    await first.stop();
    const ready: number[] = [];
    const cpu: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < starts; i++) {
      const server = await startServer(database);
      ready.push(server.readyMs);
      cpu.push(cpuMs(server.pid));
      rss.push(memoryMb(server.pid));
      const code = await server.stop();
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
    }
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(`${engine}: ready after start  median ${median(ready).toFixed(0)} ms  (${list(ready)} ms; goal ≤ 1000 ms)`);
    console.log(`${engine}: CPU until ready    median ${median(cpu).toFixed(0)} ms  (${list(cpu)} ms)`);
    console.log(`${engine}: RSS when ready     median ${median(rss).toFixed(0)} MB  (${list(rss)} MB)`);
  } finally {
    await database.dispose();
  }
}
