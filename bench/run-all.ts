// `npm run bench`: every benchmark under bench/ (each bench/*.ts but this one), one after the other, each in its
// own process. `npm run bench -- --quick` passes --quick to each, which then runs for a few seconds: CI runs that,
// so a benchmark that no longer runs fails the build. Figures are printed, never asserted. The next benchmark
// starts only when the previous one succeeded; the first failure ends the run with a non-zero exit code.
// Run: npm run bench [-- --quick] [-- --only seat-holds,server-start]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const only = values.only?.split(',').map((name) => name.trim().replace(/\.ts$/, ''));
const benches = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && file !== self && !file.endsWith('.d.ts'))
  .filter((file) => !only || only.includes(file.replace(/\.ts$/, '')))
  .sort();
if (benches.length === 0) {
  console.error(`No benchmark matches --only ${values.only}`);
  process.exit(2);
}

const tsx = path.join(benchDir, '../node_modules/.bin/tsx');
const runStarted = performance.now();
const done: string[] = [];
for (const bench of benches) {
  const args = [path.join('bench', bench), ...(values.quick ? ['--quick'] : [])];
  console.log(`\n=== ${bench}${values.quick ? ' (quick)' : ''} ===`);
  const started = performance.now();
  const run = spawnSync(tsx, args, { cwd: path.join(benchDir, '..'), stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    const why = run.error?.message ?? (run.signal ? `signal ${run.signal}` : `exit code ${run.status}`);
    console.error(`\n${bench} failed (${why}) after ${seconds} s; not running: ${benches.slice(done.length + 1).join(', ') || 'none'}`);
    process.exit(1);
  }
  console.log(`=== ${bench} done in ${seconds} s ===`);
  done.push(bench);
}
console.log(`\n${done.length} benchmarks ran in ${((performance.now() - runStarted) / 1000).toFixed(0)} s: ${done.join(', ')}`);
