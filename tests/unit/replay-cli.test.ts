/**
 * `npm run replay FILE` (issue #14 item 5): a journal exported from the app replays through
 * every machine of the app; the command exits 0 when each run ends where it was recorded, 1 on
 * a difference, 2 on a file that is not a journal. And no machine can be forgotten in the list
 * the replay uses.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { JournalEntry } from '../../src/journal/flow-journal';
import { loadKnownMachines } from '../../src/devtools/known-machines';
import { areas } from '../../src/app/areas';
import { loginChecks } from '../../src/app/login-checks.live';
import { recordAFlow } from '../support/recorded-flow';

// Top-level await: the areas' own machines load through their lazy entries (src/app/areas.ts).
const knownMachines = await loadKnownMachines(areas);

const root = join(import.meta.dirname, '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'replay-'));

function runReplay(json: string) {
  const file = join(folder, `journal-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, json);
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, [join(root, 'scripts', 'replay.ts'), file], { cwd: root, encoding: 'utf8' });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

function withEntries(exported: string, change: (entries: JournalEntry[]) => JournalEntry[]) {
  const parsed = JSON.parse(exported) as { format: string; entries: JournalEntry[] };
  return JSON.stringify({ ...parsed, entries: change(parsed.entries) });
}

describe('npm run replay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('replays an exported journal to the recorded states and exits 0', async () => {
    const { journal } = await recordAFlow();
    const { status, out } = runReplay(journal.exportJson());
    expect(out).toMatch(/^same +session \(.+\): recorded signedOut, replayed signedOut$/m);
    expect(out.match(/^same +login /gm)).toHaveLength(2);
    expect(out).toContain('3 runs: 3 same, 0 different, 0 failed, 0 incomplete');
    expect(status).toBe(0);
  });

  it('exits 1 and names the run when a replayed state differs from the recorded one', async () => {
    const { journal } = await recordAFlow();
    // A bug report whose session ended signed in, where the machines now sign out.
    const tampered = withEntries(journal.exportJson(), (entries) => {
      const lastOfSession = entries.findLast((entry) => entry.machine === 'session')!;
      return entries.map((entry) => (entry === lastOfSession ? { ...entry, state: 'signedIn' } : entry));
    });
    const { status, out } = runReplay(tampered);
    expect(out).toMatch(/^DIFFERENT +session \(.+\): first differs at step \d+ \(#\d+ xstate\.done\.actor\.revokeSession\), in its state: recorded signedIn, replayed signedOut$/m);
    expect(out).toContain('3 runs: 2 same, 1 different');
    expect(status).toBe(1);
  });

  it('names the first step whose context differs, though every state matches', async () => {
    const { journal } = await recordAFlow();
    // A journal whose login context was edited by hand at one step: the e-mail typed.
    let edited = -1;
    const tampered = withEntries(journal.exportJson(), (entries) =>
      entries.map((entry) => {
        if (edited >= 0 || entry.machine !== 'login' || entry.event.type !== 'login.change') return entry;
        edited = entry.seq;
        return { ...entry, context: { ...(entry.context as object), email: 'someone.else@mise.test' } };
      }),
    );
    const { status, out } = runReplay(tampered);
    expect(out).toMatch(new RegExp(`^DIFFERENT +login \\(.+\\): first differs at step 1 \\(#${edited} login\\.change\\), in its context: recorded .*someone\\.else@mise\\.test`, 'm'));
    expect(status).toBe(1);
  });

  it('names the first step whose effects differ: a toast the machines no longer show', async () => {
    const { journal } = await recordAFlow();
    let edited = -1;
    const tampered = withEntries(journal.exportJson(), (entries) =>
      entries.map((entry) => {
        if (edited >= 0 || entry.machine !== 'session' || (entry.effects ?? []).length === 0) return entry;
        edited = entry.seq;
        return { ...entry, effects: [...entry.effects!, { type: 'notify', params: { kind: 'success', message: 'Welcome back' } }] };
      }),
    );
    expect(edited).toBeGreaterThan(0);
    const { status, out } = runReplay(tampered);
    expect(out).toMatch(new RegExp(`^DIFFERENT +session \\(.+\\): first differs at step \\d+ \\(#${edited} .+\\), in its effects: recorded .*Welcome back`, 'm'));
    expect(status).toBe(1);
  });

  it('still replays an export of format 1 (no context or effects) by its states', async () => {
    const { journal } = await recordAFlow();
    const parsed = JSON.parse(journal.exportJson()) as { entries: Array<Record<string, unknown>> };
    const formatOne = JSON.stringify({
      format: 'mise-flow-journal/1',
      entries: parsed.entries.map(({ context: _context, effects: _effects, ...entry }) => entry),
    });
    const { status, out } = runReplay(formatOne);
    expect(out).toContain('3 runs: 3 same, 0 different, 0 failed, 0 incomplete');
    expect(status).toBe(0);
  });

  it('reports a run whose start fell out of the journal as incomplete, not as a difference', async () => {
    const { journal } = await recordAFlow();
    const truncated = withEntries(journal.exportJson(), (entries) =>
      entries.filter((entry) => !(entry.machine === 'session' && entry.event.type === 'xstate.init')),
    );
    const { status, out } = runReplay(truncated);
    expect(out).toMatch(/^incomplete +session .*not replayed\)$/m);
    expect(out).toContain('3 runs: 2 same, 0 different, 0 failed, 1 incomplete');
    expect(status).toBe(0);
  });

  it('names machines it does not know instead of dropping them silently', async () => {
    const { journal } = await recordAFlow();
    const foreign = withEntries(journal.exportJson(), (entries) => [
      ...entries,
      // A machine's entry (the first entries may be of the promise actor asking the other tabs).
      { ...entries.find((entry) => entry.kind === 'machine')!, sessionId: 'x:1', machine: 'somethingElse' },
    ]);
    const { out } = runReplay(foreign);
    expect(out).toContain('Not machines of this app (not replayed): somethingElse');
  });

  it('exits 2 with a clear message for a file that is not a journal export', () => {
    const notJson = runReplay('hello');
    expect(notJson.status).toBe(2);
    expect(notJson.err).toMatch(/Not a flow journal export \(not JSON/);
    const otherJson = runReplay('{"entries":[]}');
    expect(otherJson.status).toBe(2);
    expect(otherJson.err).toMatch(/Not a flow journal export \(expected format mise-flow-journal\/2\)/);
  });
});

describe('the machines a replay knows', () => {
  const isMachine = (value: unknown): value is AnyStateMachine =>
    typeof value === 'object' && value !== null && 'config' in value && 'implementations' in value && 'provide' in value;

  it('include every machine exported by src/machines', async () => {
    const files = readdirSync(join(root, 'src', 'machines')).filter((name) => name.endsWith('.machine.ts'));
    const exported: AnyStateMachine[] = [];
    for (const file of files) {
      const module = (await import(join(root, 'src', 'machines', file))) as Record<string, unknown>;
      exported.push(...Object.values(module).filter(isMachine));
    }
    expect(exported.length).toBeGreaterThan(10);
    // By its definition: a machine may be listed with the rules the app supplies to it (the login
    // flow with the page's field checks, app/login-checks.live.ts), which keeps its config.
    for (const machine of exported) expect(knownMachines.map((known) => known.config), machine.id).toContain(machine.config);
  });

  it('judge the login flow by the field checks the page uses, not by a placeholder', () => {
    const login = knownMachines.find((machine) => machine.id === 'login')!;
    expect(login.implementations.guards.isValid).toBe(loginChecks.isValid);
  });

  it('include every area form machine', async () => {
    const folders = readdirSync(join(root, 'areas'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((area) => join(root, 'areas', area.name));
    const forms: AnyStateMachine[] = [];
    for (const folder of folders) {
      for (const file of readdirSync(folder).filter((name) => /-form\.ts$/.test(name))) {
        const module = (await import(join(folder, file))) as Record<string, unknown>;
        for (const value of Object.values(module)) {
          const machine = (value as { machine?: unknown } | null)?.machine;
          if (isMachine(machine)) forms.push(machine);
        }
      }
    }
    // The walk finds the forms it should (a new area's form joins them).
    expect(forms.map((machine) => machine.id)).toEqual(
      expect.arrayContaining(['adminForm', 'blockPriceForm', 'chefForm', 'ingredientForm', 'mealForm', 'staticPageForm', 'subscriptionForm', 'userForm']),
    );
    for (const machine of forms) expect(knownMachines, machine.id).toContain(machine);
  });

  it('have distinct ids, since a journal names machines by id', () => {
    const ids = knownMachines.map((machine) => machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('what a replayed step must match', () => {
  it('everything the recording kept, but redacted secrets and actors (a replay spawns none)', async () => {
    const { matches } = await import('../../src/journal/replay');
    expect(matches({ token: '[redacted]', flow: '[actor recovery]', step: 2 }, { token: 'abc', flow: null, step: 2 })).toBe(true);
    expect(matches({ email: 'ada@mise.local' }, { email: 'ada@mise.test' })).toBe(false);
    expect(matches({ items: [1, 2] }, { items: [1, 2, 3] })).toBe(false);
    expect(matches({ value: null }, {})).toBe(true);
    expect(matches([{ type: 'notify', params: { kind: 'error' } }], [{ type: 'notify', params: { kind: 'success' } }])).toBe(false);
  });
});
