import { describe, expect, it } from 'vitest';
import { reloadForStuckChunk, STUCK_CHUNK_RELOAD_PAUSE_MS } from '../../src/app/stuck-chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('reloadForStuckChunk', () => {
  const start = 1_800_000_000_000;

  it('reloads the tab the first time', () => {
    let reloads = 0;
    expect(reloadForStuckChunk({ storage: memoryStorage(), now: start, reload: () => (reloads += 1) })).toBe(true);
    expect(reloads).toBe(1);
  });

  it('does not reload again within a minute of its reload (the page loaded after it), and does after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => (reloads += 1);
    reloadForStuckChunk({ storage, now: start, reload });
    expect(reloadForStuckChunk({ storage, now: start + 1_000, reload })).toBe(false);
    expect(reloadForStuckChunk({ storage, now: start + STUCK_CHUNK_RELOAD_PAUSE_MS - 1, reload })).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForStuckChunk({ storage, now: start + STUCK_CHUNK_RELOAD_PAUSE_MS, reload })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('reads a damaged value, or a time ahead of the clock, as no reload lately', () => {
    for (const stored of ['soon', String(start + 5_000)]) {
      let reloads = 0;
      const storage = memoryStorage({ 'mise.stuckChunkReloadAt': stored });
      expect(reloadForStuckChunk({ storage, now: start, reload: () => (reloads += 1) })).toBe(true);
      expect(reloads).toBe(1);
    }
  });
});
