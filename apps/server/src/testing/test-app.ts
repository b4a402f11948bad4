import fs from 'node:fs';
import path from 'node:path';
import { fixedClock } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ReturnType<typeof fixedClock>;
  dispose(): Promise<void>;
}

/** What a test may put into the app besides its config: replaceable parts, and hooks added before it is ready. */
export interface TestAppSetup {
  dependencies?(database: TestDatabase, clock: ReturnType<typeof fixedClock>): Pick<AppDependencies, 'checkout' | 'seatingTimings'>;
  beforeReady?(app: FastifyInstance): void;
  /** PostgreSQL pool size (tests: 5; benchmarks: the production default, DEFAULT_PG_POOL_SIZE). */
  poolSize?: number;
}

/** The real application on a fresh database of one engine, with a fixed clock and a minimal built web page. */
export async function createTestApp(
  engine: 'sqlite' | 'postgres',
  now: Date,
  env: Record<string, string> = {},
  setup: TestAppSetup = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine, setup.poolSize);
  const webDist = path.join(database.options.dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--kupa-initial-state--><link rel="stylesheet" crossorigin href="/assets/entry.css"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("kupa")');
  // Two of the order route's styles: the seat map's (it styles the first frame) and another.
  fs.writeFileSync(path.join(webDist, 'assets', 'seat-map.css'), '.seat-map-first-frame{position:relative}.seat{fill:gray}');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.css'), '.app{margin:0}');
  fs.writeFileSync(path.join(webDist, 'assets', 'entry.css'), 'body{margin:0}');
  // What the web build writes for the order page's chunks (apps/web/build/route-preloads.ts).
  fs.writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      routes: [{ path: '^/order/[^/]+/?$', scripts: ['/assets/app.js'], styles: ['/assets/app.css', '/assets/seat-map.css'] }],
    }),
  );
  const config = testConfig({ KUPA_DATA_DIR: database.options.dataDir, KUPA_WEB_DIST: webDist, ...env });
  const clock = fixedClock(now);
  const app = await buildApp({ config, database, clock, ...setup.dependencies?.(database, clock) });
  setup.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
}
