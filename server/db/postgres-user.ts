/**
 * PostgreSQL refuses to run as root, and CI runs as root (TOOLCHAIN.md). Then the server runs it
 * as the `postgres` system user: this module makes sure that user exists (also when the data
 * folder outlived the machine's users, e.g. a new container on an old volume) and can reach the
 * data folder.
 */
import { execFile } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../logger';

const run = promisify(execFile);

export type SystemUser = { uid: number; gid: number };

export const runningAsRoot = () => process.getuid?.() === 0;

async function lookup(name: string): Promise<SystemUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

export async function ensurePostgresUser(logger: Logger): Promise<SystemUser> {
  const existing = await lookup('postgres');
  if (existing) return existing;
  logger.info('Creating the "postgres" system user: PostgreSQL does not run as root.');
  await run('groupadd', ['--system', 'postgres']).catch(() => undefined); // the group may exist alone
  await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  const created = await lookup('postgres');
  if (!created) throw new Error('Could not create the "postgres" system user that PostgreSQL needs when run as root');
  return created;
}

function canEnter(info: { mode: number; uid: number; gid: number }, user: SystemUser): boolean {
  if (info.uid === user.uid) return (info.mode & 0o100) !== 0;
  if (info.gid === user.gid) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * Gives `user` search permission (x, not read) on every folder above `dir` that would stop it,
 * such as a 0700 temporary folder. Search alone lets it reach known paths, not list contents.
 */
export async function letUserReach(dir: string, user: SystemUser, logger: Logger): Promise<void> {
  const ancestors: string[] = [];
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    ancestors.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of ancestors) {
    const info = await stat(folder);
    if (canEnter(info, user)) continue;
    await chmod(folder, (info.mode & 0o7777) | 0o001);
    logger.warn(`Gave other users search permission (o+x) on ${folder} so the postgres user can reach ${dir}.`);
  }
}
