// Prints the web app's initial JavaScript and CSS (what index.html loads before any lazy route), raw and gzipped.
// Run: npm run build && npx tsx bench/bundle-size.ts   (--quick is accepted and changes nothing: it takes a moment)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

parseArgs({ options: { quick: { type: 'boolean', default: false } } });

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
let rawTotal = 0;
let gzipTotal = 0;
for (const file of initial) {
  const bytes = fs.readFileSync(path.join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  rawTotal += bytes.length;
  gzipTotal += gz;
  console.log(`${file.padEnd(48)} ${kib(bytes.length).padStart(10)} ${kib(gz).padStart(10)} gzip`);
}
const lazy = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
console.log(`initial load: ${initial.length} files, ${kib(rawTotal)} raw, ${kib(gzipTotal)} gzipped; ${lazy.length} lazy chunks`);
