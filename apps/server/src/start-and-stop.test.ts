import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

// The README's `npm start`, for real: npm → bash scripts/start.sh → node apps/server/dist/main.js (compiled), on a
// free port and an empty SQLite file. SIGTERM to the npm process must stop the server cleanly: an in-flight
// request still gets its answer, npm exits 0, nothing listens on the port and no process of the chain is left.

const READY_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Every process below `root` (children, grandchildren…), read from /proc. */
function descendantsOf(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = [...parentOf].filter(([, ppid]) => frontier.includes(ppid)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`npm start did not answer within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/** A request whose head is sent now and whose body is sent by the returned function; resolves with the status line. */
function requestInTwoParts(port: number, body: string): { sendBody(): void; answer: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    [
      'PUT /api/seats/lock-seat HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      'uuid: 00000000-0000-4000-8000-000000000001',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n'),
  );
  let received = '';
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n')) resolve(received.slice(0, received.indexOf('\r\n')));
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(received.split('\r\n')[0] ?? ''));
  });
  return { sendBody: () => socket.write(body), answer };
}

describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-start-'));
  let npm: ChildProcess | undefined;
  let chain: number[] = [];
  afterAll(() => {
    // A failed run must not leave its server behind: end every process of the chain that is still there.
    if (npm?.pid) {
      for (const pid of [...chain, ...descendantsOf(npm.pid), npm.pid].filter(isRunning)) process.kill(pid, 'SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the compiled server, and SIGTERM to npm stops it cleanly: in-flight answered, exit 0, nothing left', async () => {
    const port = await freePort();
    let output = '';
    const child = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // As a user's shell has it (vitest sets test): start.sh chooses production.
        NODE_ENV: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        KUPA_DATA_DIR: dataDir,
        DATABASE_URL: '',
        KUPA_MODE: 'demo',
        // Demo data is not what is tested here; an empty schema starts in a fraction of the time.
        KUPA_DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(base, child, () => output);

    chain = descendantsOf(child.pid!);
    const commands = chain.map((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
    // Compiled JavaScript, not tsx.
    expect(commands.some((c) => c.includes('apps/server/dist/main.js'))).toBe(true);
    expect(commands.some((c) => c.includes('tsx'))).toBe(false);

    // An idle kept-alive connection must not hold the stop up; a request in flight must be finished.
    await (await fetch(`${base}/api/health`, { keepalive: true })).json();
    const inFlight = requestInTwoParts(port, JSON.stringify({ seat: { PresentationId: 999_999, XCoordinate: 1, YCoordinate: 1 } }));
    await new Promise((r) => setTimeout(r, 200));

    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(child.exitCode).toBeNull();
    expect(await listening(port)).toBe(false);
    inFlight.sendBody();
    const statusLine = await inFlight.answer;
    expect(statusLine).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(statusLine).not.toMatch(/ 503 /);

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await listening(port)).toBe(false);
    expect(chain.filter(isRunning)).toEqual([]);
  }, 150_000);
});
