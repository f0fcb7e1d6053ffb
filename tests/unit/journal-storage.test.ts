/**
 * The flow journal kept across reloads of the tab (issue #35 item 4): what the journal held
 * comes back after a reload, numbered on from where it stopped; a damaged store means an empty
 * journal, never a crash; a journal too large for session storage keeps its newest half.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFlowJournal } from '../../src/journal/flow-journal';
import { JOURNAL_STORAGE_KEY, sessionJournalKeeper } from '../../src/journal/journal-storage';
import { loginMachine } from '../../src/machines/login.machine';
import { tabStorage } from '../support/tab-storage';


describe('the flow journal across reloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes back after a reload and numbers on, the password still masked', () => {
    const storage = tabStorage();
    const before = createFlowJournal({ keeper: sessionJournalKeeper(storage, null) });
    const actor = createActor(loginMachine, { inspect: before.inspect }).start();
    actor.send({ type: 'login.change', field: 'password', value: 'Saffron#Tide2026' });
    actor.send({ type: 'login.blur', field: 'password' });
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).toBeNull(); // written once the page is quiet
    vi.advanceTimersByTime(1000);
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).not.toContain('Saffron#Tide2026');

    // The reload: a new journal on the same tab's storage.
    const after = createFlowJournal({ keeper: sessionJournalKeeper(storage, null) });
    expect(after.entries().map((entry) => entry.event.type)).toEqual(['xstate.init', 'login.change', 'login.blur']);
    createActor(loginMachine, { inspect: after.inspect }).start();
    expect(after.entries().map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
  });

  it('is written at once when the page is left', () => {
    const storage = tabStorage();
    const page = new EventTarget();
    const journal = createFlowJournal({ keeper: sessionJournalKeeper(storage, page as unknown as Window) });
    createActor(loginMachine, { inspect: journal.inspect }).start();
    page.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY)!)).toHaveLength(1);
  });

  it('starts empty from a damaged or foreign store', () => {
    for (const stored of ['not json', '{"entries":[]}', '[{"seq":"one"}]']) {
      const storage = tabStorage();
      storage.setItem(JOURNAL_STORAGE_KEY, stored);
      expect(createFlowJournal({ keeper: sessionJournalKeeper(storage, null) }).entries()).toEqual([]);
    }
  });

  it('keeps the newest entries when the whole would not fit, and forgets on Clear', () => {
    const storage = tabStorage();
    const journal = createFlowJournal({ keeper: sessionJournalKeeper(storage, null) });
    const actor = createActor(loginMachine, { inspect: journal.inspect }).start();
    const long = 'x'.repeat(2000);
    for (let i = 0; i < 1000; i += 1) actor.send({ type: 'login.change', field: 'email', value: `${i}${long}` });
    vi.advanceTimersByTime(1000);
    const kept = JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY)!) as Array<{ seq: number }>;
    expect(storage.getItem(JOURNAL_STORAGE_KEY)!.length).toBeLessThanOrEqual(1_500_000);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.at(-1)!.seq).toBe(1001);
    journal.clear();
    vi.advanceTimersByTime(1000);
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).toBe('[]');
  });
});
