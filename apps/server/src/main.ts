import { localDateOf } from '@kupa/domain';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('127.0.0.1', 'localhost');
  console.log(`Kupa is running on ${database.description}\nOpen ${shown}/  (staff dashboard: ${shown}/kupa-live)`);
  if (config.sandboxInbox === 'on') {
    console.log(
      'Payments go to the sandbox provider; SMS and e-mail (login codes too) are readable at /api/sandbox/outbox.\nSet KUPA_SANDBOX_INBOX=off where real customers log in.',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
