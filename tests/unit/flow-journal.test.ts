import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFlowJournal } from '../../src/journal/flow-journal';
import { REDACTED, redact } from '../../src/journal/redact';
import { parseJournal, replayJournal } from '../../src/journal/replay';
import { checkedLoginMachine as loginMachine } from '../../src/app/login-checks.live';
import { sessionMachine } from '../../src/machines/session.machine';
import { localeMachine, type Catalogue, type CatalogueRequest } from '../../src/machines/locale.machine';
import { supplyAll } from '../../src/machines/supplied';
import { enUS } from '../../src/i18n/messages/en-US';
import { enUSAreas } from '../../src/i18n/messages/en-US.areas';
import { fromPromise } from 'xstate';
import { adaSession } from '../machines/fixtures';
import { RECORDED_PASSWORD, recordAFlow } from '../support/recorded-flow';

describe('flow journal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records every event of every actor with the state it led to', async () => {
    const { journal, actor } = await recordAFlow();
    expect(actor.getSnapshot().value).toBe('signedOut');
    const types = journal.entries().map((entry) => `${entry.machine}:${entry.event.type}`);
    expect(types).toEqual(
      expect.arrayContaining([
        'login:login.change',
        'login:login.submit',
        'session:xstate.done.actor.login',
        'session:session.signOut',
        'session:xstate.done.actor.revokeSession',
        'signIn:xstate.promise.resolve',
      ]),
    );
    const submit = journal.entries().find((entry) => entry.event.type === 'login.submit');
    expect(submit?.state).toBe('submitting');
  });

  it('never lets a password or token into the export', async () => {
    const { journal } = await recordAFlow();
    const exported = journal.exportJson();
    expect(exported).not.toContain(RECORDED_PASSWORD);
    expect(exported).not.toContain(adaSession.accessToken);
    expect(exported).toContain(REDACTED);
  });

  it('replays an export through the machines to the same states', async () => {
    const { journal } = await recordAFlow();
    const results = replayJournal(parseJournal(journal.exportJson()), [sessionMachine, loginMachine]);
    expect(results.map((result) => result.machine).sort()).toEqual(['login', 'login', 'session']);
    expect(results.map((result) => result.outcome)).toEqual(['same', 'same', 'same']);
    for (const result of results) expect(result.replayed).toEqual(result.recorded);
    expect(results.find((result) => result.machine === 'session')?.replayed).toBe('signedOut');
  });

  it('keeps a language catalogue as its size, and still replays the locale flow to the same states', async () => {
    const catalogue = { ...enUS, ...enUSAreas };
    const journal = createFlowJournal();
    const locale = createActor(
      supplyAll(localeMachine, {
        actors: { loadCatalogue: fromPromise<Catalogue, CatalogueRequest>(async () => catalogue) },
        actions: { persistLocale: () => {}, applyDocument: () => {}, notify: () => {} },
      }),
      { input: { stored: null, defaultLocale: 'en-US', withAreas: true }, inspect: journal.inspect },
    ).start();
    await vi.runAllTimersAsync();
    expect(locale.getSnapshot().context.messages).toEqual(catalogue);
    const exported = journal.exportJson();
    // Not one message of the catalogue is in the journal, only how many there were.
    expect(exported).not.toContain(enUS['auth.login.title']);
    expect(exported).toContain(`[bulk of ${Object.keys(catalogue).length} entries]`);
    expect(exported.length).toBeLessThan(20_000);
    const results = replayJournal(parseJournal(exported), [localeMachine]);
    expect(results.map((result) => [result.machine, result.outcome])).toEqual([['locale', 'same']]);
  });

  it('refuses a file that is not a journal export', () => {
    expect(() => parseJournal('{"entries":[]}')).toThrow(/Not a flow journal export/);
  });

  it('keeps only the newest entries when full', () => {
    const journal = createFlowJournal({ capacity: 3 });
    const actor = createActor(loginMachine, { inspect: journal.inspect }).start();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'login.blur', field: 'email' });
    expect(journal.entries()).toHaveLength(3);
    expect(journal.entries().at(-1)?.seq).toBeGreaterThan(3);
  });
});

describe('redact', () => {
  it('masks secret keys at any depth and secret form fields', () => {
    expect(
      redact({
        type: 'x',
        data: { token: 'abc', nested: [{ new_password: 'p' }] },
        otp: '123456',
        headers: { Authorization: 'Bearer abc' },
      }),
    ).toEqual({
      type: 'x',
      data: { token: REDACTED, nested: [{ new_password: REDACTED }] },
      otp: REDACTED,
      headers: { Authorization: REDACTED },
    });
    expect(redact({ type: 'login.change', field: 'password', value: 'p' })).toEqual({
      type: 'login.change',
      field: 'password',
      value: REDACTED,
    });
    expect(redact({ type: 'login.change', field: 'email', value: 'ada@mise.local' }).value).toBe('ada@mise.local');
  });

  it('redacts a list the snapshots share once, the same at every depth it is met, a secret inside it included', () => {
    const chefs = Array.from({ length: 50 }, (_, index) => ({ id: index, name: `Chef ${index}`, token: `t${index}` }));
    const first = redact({ context: { chefs } });
    const second = redact({ context: { chefs, typed: 'a' } });
    expect(second.context.chefs).toBe(first.context.chefs);
    expect(first.context.chefs[7]).toEqual({ id: 7, name: 'Chef 7', token: REDACTED });
    // Met deeper (inside a done event's output), the depth limit still applies as before.
    let nested: Record<string, unknown> = { chefs };
    for (let level = 0; level < 8; level++) nested = { inner: nested };
    let reached: unknown = redact(nested);
    for (let level = 0; level < 8; level++) reached = (reached as { inner: unknown }).inner;
    expect(reached).toEqual({ chefs: '[deep]' });
    // Met at another depth within the limit, it reads the same.
    expect(redact({ chefs }).chefs).toEqual(first.context.chefs);
  });

  // Issue #32 item 1: what the two-step sign-in's flows carry never reaches the journal.
  it('masks the second factor: the code typed, the challenge, the TOTP secret and its QR code, the recovery codes', () => {
    const recorded = [
      { type: 'login.codeChange', otp: '123456' },
      { type: 'xstate.done.actor.signIn', output: { secondFactor: { challenge: 'Zq3x' }, message: 'Enter the code' } },
      { type: 'secondFactor.password', password: 'Saffron#Tide2026' },
      { type: 'xstate.done.actor.startSetup', output: { data: { secret: 'JBSWY3DP', qrSvg: '<svg/>' }, message: 'Scan' } },
      { type: 'xstate.done.actor.confirmSetup', output: { recoveryCodes: ['k7m2p-x9q4t'], message: 'On' } },
    ].map((event) => JSON.stringify(redact(event)));
    for (const secret of ['123456', 'Zq3x', 'Saffron#Tide2026', 'JBSWY3DP', '<svg/>', 'k7m2p-x9q4t']) {
      expect(recorded.filter((line) => line.includes(secret))).toEqual([]);
    }
    // What is not secret stays readable: the step's message.
    expect(recorded[1]).toContain('Enter the code');
  });

  // A parent hears every change of its children (an upload's progress): the journal keeps what
  // the child's state was, not its machine and context, nor the actor itself.
  it('keeps a child snapshot in an event as its state and status, and an actor as its id', () => {
    const child = createActor(loginMachine).start();
    child.send({ type: 'login.change', field: 'password', value: 'Saffron#Tide2026' });
    const recorded = redact({ type: 'xstate.snapshot.login', snapshot: child.getSnapshot(), actor: child });
    expect(recorded).toEqual({ type: 'xstate.snapshot.login', snapshot: { status: 'active', value: child.getSnapshot().value }, actor: `[actor ${child.id}]` });
    expect(JSON.stringify(recorded)).not.toContain('Saffron#Tide2026');
  });
});
