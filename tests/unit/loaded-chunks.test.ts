import { describe, expect, it } from 'vitest';
import { loadedChunks } from '../../src/app/loaded-chunks';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('loadedChunks', () => {
  it('remembers a chunk across pages of the same build (the same storage, a new reader)', () => {
    const storage = memoryStorage();
    loadedChunks(storage, 'build-1').add('chef-list');
    const nextPage = loadedChunks(storage, 'build-1');
    expect(nextPage.has('chef-list')).toBe(true);
    expect(nextPage.has('user-form')).toBe(false);
  });

  it('forgets every chunk of an older build', () => {
    const storage = memoryStorage();
    loadedChunks(storage, 'build-1').add('chef-list');
    const newer = loadedChunks(storage, 'build-2');
    expect(newer.has('chef-list')).toBe(false);
    newer.add('user-form');
    expect(loadedChunks(storage, 'build-2').has('user-form')).toBe(true);
    expect(loadedChunks(storage, 'build-1').has('chef-list')).toBe(false);
  });

  it('keeps nothing without a build id (a development page)', () => {
    const storage = memoryStorage();
    const chunks = loadedChunks(storage, undefined);
    chunks.add('chef-list');
    expect(chunks.has('chef-list')).toBe(false);
    expect(storage.values.size).toBe(0);
  });

  it('reads damaged or foreign storage as nothing loaded, and writes over it', () => {
    for (const stored of ['{not json', '"a string"', '{"build":"build-1","chunks":"chef-list"}', '{"build":"build-1","chunks":[7,null]}']) {
      const storage = memoryStorage({ 'mise.loadedChunks': stored });
      const chunks = loadedChunks(storage, 'build-1');
      expect(chunks.has('chef-list')).toBe(false);
      chunks.add('chef-list');
      expect(loadedChunks(storage, 'build-1').has('chef-list')).toBe(true);
    }
  });

  it('a storage that refuses to write only means nothing is remembered', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    const chunks = loadedChunks(refusing, 'build-1');
    expect(() => chunks.add('chef-list')).not.toThrow();
    expect(chunks.has('chef-list')).toBe(false);
  });
});
