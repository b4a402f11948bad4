import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

export interface TestDatabase extends DatabaseHandle {
  /** Removes everything the test database made: the SQLite directory or the PostgreSQL schema. */
  dispose(): Promise<void>;
  /** Options that open the same database again (a second server process in race tests). */
  options: { databaseUrl?: string; dataDir: string; pgSchema?: string };
}

/** The engines tests run on: SQLite always, PostgreSQL when KUPA_TEST_DATABASE_URL is set. */
export function testEngines(): Array<'sqlite' | 'postgres'> {
  return process.env.KUPA_TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database of one engine, isolated from every other test run. Tests use a PostgreSQL pool of 5
 * (many test files run at once); benchmarks pass the production pool's size.
 */
export async function createTestDatabase(engine: 'sqlite' | 'postgres', poolSize = 5): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-test-'));
  if (engine === 'sqlite') {
    const handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db, handle.dialect);
    return {
      ...handle,
      options: { dataDir },
      async dispose() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.KUPA_TEST_DATABASE_URL;
  if (!url) throw new Error('KUPA_TEST_DATABASE_URL is not set');
  const schema = `kupa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: url, dataDir, pgSchema: schema, poolSize });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    options: { databaseUrl: url, dataDir, pgSchema: schema },
    async dispose() {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
