import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from '../test-database';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../../../..');
const SCRIPT = path.join(HERE, 'race-server.ts');

export interface RaceServer {
  address: string;
  stop(): Promise<void>;
}

/**
 * Starts a separate Node process running the real app on the same database (PostgreSQL schema or SQLite file).
 * `script` may name another server script that reads the same variables (plus any in `env`).
 */
export function startRaceServer(
  options: TestDatabase['options'],
  now: Date,
  { script = SCRIPT, env = {} }: { script?: string; env?: Record<string, string> } = {},
): Promise<RaceServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      KUPA_RACE_DATA_DIR: options.dataDir,
      KUPA_RACE_NOW: now.toISOString(),
      ...(options.databaseUrl ? { KUPA_RACE_DATABASE_URL: options.databaseUrl } : {}),
      ...(options.pgSchema ? { KUPA_RACE_PG_SCHEMA: options.pgSchema } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    // Generous: a loaded machine may take a while to transpile and start the app in a fresh process.
    const timer = setTimeout(() => fail(new Error(`race server did not start within 90 s: ${stderr}`)), 90_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`race server exited with ${code}: ${stderr}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ address: (JSON.parse(line) as { address: string }).address, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
