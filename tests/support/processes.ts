/** The processes of this machine a test started, found through /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs';

function stateOf(pid: string): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

/** Processes whose command line names the folder (a server, its PostgreSQL), zombies aside. */
export function processesOf(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      const state = stateOf(pid);
      if (state === undefined || state === 'Z') return false;
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The PostgreSQL server of a data folder: its postmaster (first line of postmaster.pid) and every child of it. */
export function postgresProcesses(dbDir: string): { postmaster: number; all: number[] } {
  const postmaster = Number(readFileSync(`${dbDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return { postmaster, all: [postmaster, ...children] };
}
