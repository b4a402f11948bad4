// npm run seed -w @kupa/server -- [--scale N] [--reset] [--seed S]
// Fills the configured database (DATABASE_URL, or the embedded SQLite file) with the demo data set.
import { parseArgs } from 'node:util';
import { localDateOf } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { TABLES_IN_DEPENDENCY_ORDER, type Database } from '../db/schema';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

const USAGE = 'Usage: npm run seed -- [--scale N] [--reset] [--seed S]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const scale = Number(values.scale);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (!Number.isInteger(scale) || scale < 1 || (seed !== undefined && !Number.isInteger(seed))) {
    console.error(`--scale must be a whole number of at least 1 and --seed a whole number.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env, { serving: false });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db, database.dialect);
    if (!(await isDatabaseEmpty(database.db))) {
      if (!values.reset) {
        console.error(`${database.description} already holds data. Run with --reset to delete it all and seed again.`);
        return 1;
      }
      await deleteEverything(database.db);
      console.log(`Deleted all rows in ${database.description}.`);
    }
    const started = performance.now();
    const now = new Date();
    const summary = await seedDemoData(database.db, database.dialect, { today: localDateOf(now), now, scale, seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${database.description} at scale ${scale} in ${seconds} s:`);
    for (const [table, count] of Object.entries(summary.rows))
      console.log(`  ${table.padEnd(30)} ${count.toLocaleString('en-US').padStart(12)}`);
    console.log(`Tickets: ${summary.tickets.toLocaleString('en-US')} in ${summary.reservations.toLocaleString('en-US')} reservations.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Empties every table, children before parents, in one transaction. */
async function deleteEverything(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [...TABLES_IN_DEPENDENCY_ORDER].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
