// Bundles the server into one ES module, dist/main.js, for `npm start` (compiled JavaScript, no tsx at run time).
// The workspace packages (@kupa/domain, @kupa/contracts, written in TypeScript) and the pure-JavaScript libraries are
// bundled in; native and optional modules stay outside and load from node_modules. The bundle sits at the same
// depth as src/ (apps/server/dist), so paths found from import.meta.url (the repository root, the web app) hold.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  // Half the bytes to parse at start (identifiers kept, so stack traces still name functions).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // better-sqlite3 loads a compiled addon; pg loads pg-native only when asked for it (optional, never installed).
  // @jsquash/webp (the demo clip's WebP/VP8 encoder) loads its WebAssembly from its own folder.
  // sharp (poster resizing) loads libvips from its prebuilt @img/sharp-* package.
  external: ['better-sqlite3', 'pg', 'pg-native', '@jsquash/webp', 'sharp'],
  // CommonJS libraries inside an ES module bundle still call require() and read __dirname / __filename.
  banner: {
    js: [
      "import { createRequire as __kupaCreateRequire } from 'node:module';",
      "import { fileURLToPath as __kupaFileURLToPath } from 'node:url';",
      "import { dirname as __kupaDirname } from 'node:path';",
      'const require = __kupaCreateRequire(import.meta.url);',
      'const __filename = __kupaFileURLToPath(import.meta.url);',
      'const __dirname = __kupaDirname(__filename);',
    ].join('\n'),
  },
});
