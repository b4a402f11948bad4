import { localDateOf } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { ensureDemoData } from './demo/seed-demo-data';

/** Starts Kupa: configuration, database and migrations, demo data on an empty database, then HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.dialect);
  if (config.demoData === 'auto') {
    const now = new Date();
    const seeded = await ensureDemoData(database.db, database.dialect, { today: localDateOf(now, config.timeZone), now });
    if (seeded) console.log('Filled the empty database with demo data.');
  }
  const app = await buildApp({ config, database });

  stopOnSignals(app, database);
  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('127.0.0.1', 'localhost');
  console.log(`Kupa is running on ${database.description}\nOpen ${shown}/  (staff dashboard: ${shown}/kupa-live)`);
  if (config.mode === 'demo') console.warn(demoModeBanner(config.demoForced));
}

/** How long in-flight requests may take to finish once a stop signal came; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish (at most DRAIN_TIMEOUT_MS), end the
 * seat event streams, stop the background timers, close the database, exit 0. A second signal exits at once (1).
 */
function stopOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second stop signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const drainLimit = setTimeout(() => {
      app.log.warn(`requests still open after ${DRAIN_TIMEOUT_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    drainLimit.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'the server did not stop cleanly');
      process.exit(1);
    }
    clearTimeout(drainLimit);
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Said loudly at every start in demo mode: anyone who reaches the server reads every login code. */
function demoModeBanner(forced: boolean): string {
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! DEMO MODE (KUPA_MODE=demo): NOT FOR REAL CUSTOMERS.',
    '!! Payments go to the sandbox provider; nothing is charged and no SMS or e-mail leaves the machine.',
    '!! ANYONE who can reach this server reads every SMS and e-mail, login codes and e-ticket links',
    '!! included, at /api/sandbox/outbox.',
    forced ? '!! KUPA_DEMO_FORCE=on: demo mode was forced together with PostgreSQL, a public URL or real providers.' : null,
    '!! For real customers: KUPA_MODE=production with KUPA_PUBLIC_URL (see docs/security.md).',
    rule,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
