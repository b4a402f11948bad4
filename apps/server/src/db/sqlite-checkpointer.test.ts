import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';

describe('SQLite checkpoints in a worker thread', () => {
  let handle: DatabaseHandle | null = null;
  let dataDir = '';
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the write-ahead log into the database file while the server connection never checkpoints', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-checkpoint-'));
    handle = openDatabase({ dataDir });
    const file = path.join(dataDir, 'kupa.db');
    await sql`create table filler (id integer primary key, text text not null)`.execute(handle.db);
    const before = fs.statSync(file).size;
    // About 2 MB in 200 commits: far below the server connection's own 10,000-page automatic checkpoint.
    for (let i = 0; i < 200; i++) await sql`insert into filler (text) values (${'x'.repeat(10_000)})`.execute(handle.db);
    const deadline = Date.now() + 5000;
    while (fs.statSync(file).size < before + 2_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(before + 2_000_000);
  });
});
