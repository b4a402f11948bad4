import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;

/**
 * The worker's code, as CommonJS text evaluated by the worker (no separate file to find or bundle). It opens its own
 * connection to the file and runs a PASSIVE checkpoint on a timer: it copies what it can without waiting for the
 * server's reads or writes, and it is the checkpoint's fsync of the database file that no longer runs on the server's
 * event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: the next round copies it */ } };
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('closed');
  parentPort.close();
});
`;

/** A running checkpointer: close() runs a last checkpoint and ends the worker. */
export interface SqliteCheckpointer {
  close(): Promise<void>;
}

/**
 * Checkpoints a SQLite file in WAL mode from a worker thread. better-sqlite3 runs on the server's one thread, and a
 * checkpoint (every 1000 pages by default, run by whichever commit crosses the line) copies pages and fsyncs the
 * database file: on a busy disk that stopped every request for tens of milliseconds, several times a second under
 * hold load (docs/performance-holds.md). The server's own connection keeps a much larger automatic checkpoint as a
 * safety net should the worker fall behind or stop.
 */
export function startSqliteCheckpointer(file: string): SqliteCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS } });
  // The checkpointer never keeps the process alive on its own, and a failure only means the safety net takes over.
  worker.unref();
  worker.on('error', () => undefined);
  let closing: Promise<void> | null = null;
  return {
    close() {
      closing ??= new Promise<void>((resolve) => {
        const done = () => resolve();
        worker.once('message', done);
        worker.once('exit', done);
        worker.postMessage('close');
      }).then(() => worker.terminate().then(() => undefined));
      return closing;
    },
  };
}
