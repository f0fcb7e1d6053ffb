/**
 * The real product as a separate process for end-to-end tests: `npm start`'s own entry
 * (scripts/start.mjs) on a free loopback port, with a temporary data folder, so what the tests
 * drive is what a person runs. The temporary folder is opened to others because the embedded
 * PostgreSQL runs as the `postgres` user when the tests run as root (as CI does). Its metrics
 * listener takes a free port (METRICS_PORT=0): tests start several servers on this machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_ADMIN = { email: 'chef.admin@mise.local', password: 'Saffron#Tide2026', firstName: 'Super', lastName: 'Admin' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function makeDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mise-e2e-'));
  chmodSync(dir, 0o755);
  return dir;
}

export type ServerProcess = {
  url: string;
  /** The metrics listener's address, as the start logged it (undefined with METRICS_PORT=off). */
  metricsUrl: string | undefined;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  kill9: () => Promise<void>;
};

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const answer = await fetch(`${url}/api/v1/ready`);
      // The port answers a moment before the start is whole (metrics listener, sweep): wait for its last line.
      if (answer.ok && output().includes('is serving on')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** The address of the `Metrics on …` start line. */
export function loggedMetricsUrl(output: string): string | undefined {
  return output.match(/"msg":"Metrics on (http:\/\/[^"]+)"/)?.[1];
}

export type StartOptions = {
  dataDir?: string;
  env?: Record<string, string>;
  /** The program to run: `npm start`'s entry by default; the production start is scripts/start-production.mjs. */
  command?: { file: string; args: string[] };
  /** A port to listen on, e.g. the one of a server stopped before, so an open tab finds it again. */
  port?: number;
};

/** How a start on a port taken by someone else ends (server/program.ts `explain`). */
const PORT_TAKEN = /^PORT \d+ on \S+ is already in use/m;

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  if (options.port !== undefined) return startOnce(options, options.port);
  // A free port is free only when asked: another process on this machine (another test's server)
  // may take it before ours listens. Then a new port is tried, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      if (attempt === 3 || !PORT_TAKEN.test(String(error))) throw error;
    }
  }
}

async function startOnce(options: StartOptions, port: number): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? makeDataDir();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const command = options.command ?? { file: process.execPath, args: ['scripts/start.mjs'] };
  const child = spawn(command.file, command.args, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      APP_NAME: 'Mise',
      METRICS_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const output = () => log;
  await waitForHealth(url, child, output, 60_000);
  return {
    url,
    // Read when asked: the line may reach the pipe a moment after the port answers.
    get metricsUrl() {
      return loggedMetricsUrl(log);
    },
    dataDir,
    child,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** A session token of the e2e super admin on the server at `url`. */
export async function adminToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
