// A Kupa server process for the race tests: the real app on an existing test database, listening on port 0.
// Run: node --import tsx apps/server/src/testing/seating/race-server.ts, with KUPA_RACE_DATA_DIR (the SQLite
// directory, or a scratch directory for PostgreSQL), optionally KUPA_RACE_DATABASE_URL and KUPA_RACE_PG_SCHEMA,
// and KUPA_RACE_NOW (the fixed clock, ISO 8601). Prints {"address": "http://127.0.0.1:port"} once listening.
import { buildAppOnDatabase } from './seating-test-app';

const dataDir = process.env.KUPA_RACE_DATA_DIR;
if (!dataDir) throw new Error('KUPA_RACE_DATA_DIR is required');
const server = await buildAppOnDatabase(
  { dataDir, databaseUrl: process.env.KUPA_RACE_DATABASE_URL, pgSchema: process.env.KUPA_RACE_PG_SCHEMA },
  { now: new Date(process.env.KUPA_RACE_NOW ?? Date.now()) },
);
const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ address })}\n`);

const stop = () => {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
