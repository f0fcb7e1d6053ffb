/**
 * Crash recovery (DESIGN.md section 1): a server killed with SIGKILL leaves its PostgreSQL running
 * on the data folder, and a new PostgreSQL would refuse that folder. Before starting, stop such a
 * leftover cleanly with the bundled `pg_ctl stop -m fast`; remove a pid file whose process is gone
 * (or whose number now belongs to some other program) so it cannot block the start either.
 * A PostgreSQL whose parent is still a live Node process belongs to a server that is running:
 * that is a second server started on the same folder, refused instead of stopping the first.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../logger';
import type { SystemUser } from './postgres-user';

const run = promisify(execFile);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process that has exited but whose parent has not collected it yet is a zombie: gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** `pg_ctl stop -w` returns once the pid file is gone, a moment before the process itself. */
async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The program name of a process, from /proc on Linux or `ps` elsewhere. */
async function programOf(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    return ps(pid, 'comm=').then((name) => name && path.basename(name));
  }
}

async function parentOf(pid: number): Promise<number | undefined> {
  try {
    // Field 4 of /proc/<pid>/stat, counted after the parenthesised program name.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return ps(pid, 'ppid=').then((ppid) => (ppid ? Number(ppid) : undefined));
  }
}

async function ps(pid: number, format: string): Promise<string | undefined> {
  try {
    return (await run('ps', ['-o', format, '-p', String(pid)])).stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse';
}

export async function stopLeftoverPostgres(options: {
  dbDir: string;
  pgCtl: string;
  user: SystemUser | undefined;
  logger: Logger;
}): Promise<void> {
  const pidFile = path.join(options.dbDir, 'postmaster.pid');
  const firstLine = await readFile(pidFile, 'utf8').then((text) => text.split('\n')[0], () => undefined);
  if (firstLine === undefined) return;
  const pid = Number(firstLine);
  const alive = Number.isSafeInteger(pid) && pid > 0 && isAlive(pid) && (await programOf(pid)) === 'postgres';
  if (!alive) {
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  const parent = await parentOf(pid);
  if (parent !== undefined && parent > 1 && (await programOf(parent)) === 'node') {
    throw new DataFolderInUse(
      `${options.dbDir} is in use by another running server (process ${parent}): stop it first, or set DATA_DIR to another folder.`,
    );
  }
  options.logger.warn(`PostgreSQL (pid ${pid}) was left running on ${options.dbDir} by an earlier run: stopping it.`);
  await run(options.pgCtl, ['stop', '-m', 'fast', '-w', '-t', '60', '-D', options.dbDir], {
    ...(options.user ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  await waitForExit(pid, 10_000);
}
