import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Starts the real server (built web app, fresh SQLite database with demo data) on a free port for the browser tests,
 * in demo mode: the journeys read login codes from the sandbox inbox.
 */
export async function setup(project: TestProject): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does it for you).');
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      KUPA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      KUPA_MODE: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    // The first start fills a fresh database with the demo; on a loaded 2-core machine that alone took over 90 s.
    const timer = setTimeout(() => reject(new Error(`The server did not start within 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open (http:\/\/[^\s/]+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server?.stdout?.on('data', onData);
    server?.stderr?.on('data', onData);
    server?.on('exit', (code) => reject(new Error(`The server exited with code ${code}:\n${output}`)));
  });
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
