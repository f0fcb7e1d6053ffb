/**
 * The flow journal kept across reloads of the tab (issue #35 item 4): what the journal held
 * comes back after a reload, numbered on from where it stopped; a damaged store means an empty
 * journal, never a crash; a journal too large for session storage keeps its newest entries.
 * A reload reads none of the entries before it until they are shown, and a save writes only the
 * chunk still filling, so neither grows with the tab's age (issue #37).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFlowJournal, JOURNAL_CAPACITY } from '../../src/journal/flow-journal';
import { CHUNK_ENTRIES, JOURNAL_STORAGE_KEY, sessionJournalKeeper } from '../../src/journal/journal-storage';
import { loginMachine } from '../../src/machines/login.machine';
import { tabStorage } from '../support/tab-storage';

/** What the next load of the tab would show. */
const keptEntries = (storage: ReturnType<typeof tabStorage>) => createFlowJournal({ keeper: sessionJournalKeeper(storage, null) }).entries();
const chunkKeys = (storage: ReturnType<typeof tabStorage>) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)!).filter((key) => key.startsWith(`${JOURNAL_STORAGE_KEY}.`));

/** One load of the tab: a journal on the tab's storage, a login flow typing `typed` times, then quiet. */
function aLoad(storage: ReturnType<typeof tabStorage>, typed: number) {
  const journal = createFlowJournal({ keeper: sessionJournalKeeper(storage, null) });
  const actor = createActor(loginMachine, { inspect: journal.inspect }).start();
  for (let i = 0; i < typed; i += 1) actor.send({ type: 'login.change', field: 'email', value: `cook${i}@mise.local` });
  vi.advanceTimersByTime(1000);
  return journal;
}

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
    expect(keptEntries(storage).map((entry) => entry.event.type)).toEqual(['xstate.init']);
  });

  it('starts empty from a damaged or foreign store, and sweeps what it left', () => {
    for (const stored of ['not json', '{"entries":[]}', '[{"seq":"one"}]', '{"chunks":[{"id":"1"}]}']) {
      const storage = tabStorage();
      storage.setItem(JOURNAL_STORAGE_KEY, stored);
      storage.setItem(`${JOURNAL_STORAGE_KEY}.7`, '[{"seq":1}]');
      storage.setItem('mise.session', 'kept');
      expect(createFlowJournal({ keeper: sessionJournalKeeper(storage, null) }).entries()).toEqual([]);
      expect(chunkKeys(storage)).toEqual([]);
      expect(storage.getItem('mise.session')).toBe('kept');
    }
  });

  it('a damaged chunk loses its own entries only', () => {
    const storage = tabStorage();
    aLoad(storage, CHUNK_ENTRIES + 9); // the init and 109 changes: two chunks at least
    const [first] = chunkKeys(storage);
    const lost = (JSON.parse(storage.getItem(first!)!) as unknown[]).length;
    storage.setItem(first!, 'not json');
    expect(keptEntries(storage).map((entry) => entry.seq)).toEqual(Array.from({ length: 110 - lost }, (_, i) => lost + 1 + i));
  });

  it('a reload reads none of the entries before it, and a save writes only the chunk still filling', () => {
    const storage = tabStorage();
    for (let load = 0; load < 15; load += 1) aLoad(storage, 120);
    const read: string[] = [];
    const written: number[] = [];
    const watched = {
      ...storage,
      getItem: (key: string) => (read.push(key), storage.getItem(key)),
      setItem: (key: string, value: string) => {
        if (key !== JOURNAL_STORAGE_KEY) written.push((JSON.parse(value) as unknown[]).length);
        storage.setItem(key, value);
      },
    };
    const journal = createFlowJournal({ keeper: sessionJournalKeeper(watched, null) });
    const actor = createActor(loginMachine, { inspect: journal.inspect }).start();
    for (let i = 0; i < 250; i += 1) {
      actor.send({ type: 'login.change', field: 'email', value: `late${i}@mise.local` });
      vi.advanceTimersByTime(1000); // a save after every event, as in a tab used all day
    }
    expect(read).toEqual([JOURNAL_STORAGE_KEY]);
    expect(Math.max(...written)).toBeLessThanOrEqual(CHUNK_ENTRIES);
    // Shown, the journal is the tab's newest entries, numbered on without a gap, several chunks'
    // worth, within the budget of session storage.
    const seqs = journal.entries().map((entry) => entry.seq);
    expect(seqs.length).toBeGreaterThan(3 * CHUNK_ENTRIES);
    expect(seqs.length).toBeLessThanOrEqual(JOURNAL_CAPACITY);
    expect(chunkKeys(storage).reduce((sum, key) => sum + storage.getItem(key)!.length, 0)).toBeLessThanOrEqual(300_000);
    expect(seqs.at(-1)).toBe(15 * 121 + 251);
    expect(seqs.every((seq, i) => i === 0 || seq === seqs[i - 1]! + 1)).toBe(true);
  });

  it('keeps the newest entries when the whole would not fit, and forgets on Clear', () => {
    const storage = tabStorage();
    const journal = createFlowJournal({ keeper: sessionJournalKeeper(storage, null) });
    const actor = createActor(loginMachine, { inspect: journal.inspect }).start();
    const long = 'x'.repeat(2000);
    for (let i = 0; i < 1000; i += 1) actor.send({ type: 'login.change', field: 'email', value: `${i}${long}` });
    vi.advanceTimersByTime(1000);
    const kept = keptEntries(storage);
    const storedChars = chunkKeys(storage).reduce((sum, key) => sum + storage.getItem(key)!.length, 0);
    expect(storedChars).toBeLessThanOrEqual(300_000);
    // The newest tail, without a gap: the oldest go by chunks of some 30,000 characters.
    expect(kept.length).toBeGreaterThan(50);
    expect(kept.map((entry) => entry.seq)).toEqual(Array.from({ length: kept.length }, (_, i) => 1002 - kept.length + i));
    journal.clear();
    vi.advanceTimersByTime(1000);
    expect(keptEntries(storage)).toEqual([]);
    expect(chunkKeys(storage)).toEqual([]);
  });
});
