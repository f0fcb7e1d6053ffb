/**
 * The journal's front (issue #37): what happens before the journal's module loads is not lost.
 * Events recorded through the front before and after it opens read the same as events recorded
 * straight into a journal, in order, at the times they happened.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFlowJournal } from '../../src/journal/flow-journal';
import { createJournalFront } from '../../src/journal/journal-front';
import { checkedLoginMachine as loginMachine } from '../../src/app/login-checks.live';

describe('journal front', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('keeps the flows seen before the journal loads, in order, at their own times', async () => {
    let loads = 0;
    const front = createJournalFront(async () => {
      loads += 1;
      return { createFlowJournal };
    });
    const actor = createActor(loginMachine, { inspect: front.inspect }).start();
    actor.send({ type: 'login.change', field: 'email', value: 'ada@mise.test' });
    vi.setSystemTime(new Date('2026-11-27T10:00:05Z'));
    actor.send({ type: 'login.blur', field: 'email' });

    const journal = await front.open();
    vi.setSystemTime(new Date('2026-11-27T10:00:09Z'));
    actor.send({ type: 'login.submit' });

    const seen = journal.entries().map((entry) => [entry.event.type, entry.at]);
    expect(seen).toEqual([
      ['xstate.init', '2026-11-27T10:00:00.000Z'],
      ['login.change', '2026-11-27T10:00:00.000Z'],
      ['login.blur', '2026-11-27T10:00:05.000Z'],
      ['login.submit', '2026-11-27T10:00:09.000Z'],
    ]);
    expect(journal.entries().map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect(await front.open()).toBe(journal);
    expect(loads).toBe(1);
  });

  it('keeps no more waiting events than the journal would keep entries', async () => {
    const front = createJournalFront(async () => ({ createFlowJournal }), { sliceMs: 6, clock: () => performance.now(), pause: () => Promise.resolve() });
    const actor = createActor(loginMachine, { inspect: front.inspect }).start();
    // More than twice as many as it keeps: the newest 2,000, in the order they came.
    for (let i = 0; i < 4500; i += 1) actor.send({ type: 'login.change', field: 'email', value: `ada${i}@mise.test` });
    const journal = await front.open();
    expect(journal.entries().map((entry) => (entry.event as { value?: string }).value)).toEqual(Array.from({ length: 2000 }, (_, i) => `ada${2500 + i}@mise.test`));
  });

  it('passes the kept events into the journal a slice at a time, and those that come during a pause after them', async () => {
    // A clock that moves one millisecond per reading: a slice of 3 ms passes a few entries.
    let time = 0;
    let pauses = 0;
    let actor: ReturnType<typeof createActor<typeof loginMachine>> | undefined;
    const front = createJournalFront(async () => ({ createFlowJournal }), {
      sliceMs: 3,
      clock: () => time++,
      pause: async () => {
        pauses += 1;
        // The admin goes on typing while the journal catches up.
        if (pauses === 1) actor!.send({ type: 'login.submit' });
      },
    });
    actor = createActor(loginMachine, { inspect: front.inspect }).start();
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'login.change', field: 'email', value: `ada${i}@mise.test` });

    const journal = await front.open();

    const types = journal.entries().map((entry) => entry.event.type);
    expect(types).toEqual(['xstate.init', ...Array.from({ length: 10 }, () => 'login.change'), 'login.submit']);
    expect(journal.entries().map((entry) => (entry.event as { value?: string }).value).slice(1, 11)).toEqual(Array.from({ length: 10 }, (_, i) => `ada${i}@mise.test`));
    // Eleven kept at the start, two or three per slice: more than one pause, and none after the last.
    expect(pauses).toBeGreaterThanOrEqual(3);
    expect(pauses).toBeLessThan(12);
  });
});
