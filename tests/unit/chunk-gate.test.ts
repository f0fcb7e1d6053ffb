import { describe, expect, it } from 'vitest';
import { createChunkGate, ServerAwayError } from '../../src/app/chunk-gate';
import type { LoadedChunks } from '../../src/app/loaded-chunks';

/**
 * A server that can be away, an HTTP cache, and chunk loaders as browsers that keep a failed
 * module fetch run them: a load while the server is away fails unless the chunk is in the cache,
 * and every later load of a failed chunk fails too.
 */
function world() {
  let serverUp = true;
  let probes = 0;
  const cached = new Set<string>();
  const probe = async () => {
    probes += 1;
    return serverUp;
  };
  const chunk = (name: string) => {
    let keptFailure = false;
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (keptFailure) throw new TypeError(`Failed to fetch dynamically imported module: ${name} (kept)`);
      if (!serverUp && !cached.has(name)) {
        keptFailure = true;
        throw new TypeError(`Failed to fetch dynamically imported module: ${name}`);
      }
      cached.add(name);
      return { default: name };
    };
    return { name, load, loads: () => loads };
  };
  return { probe, chunk, cached, probes: () => probes, stop: () => (serverUp = false), start: () => (serverUp = true) };
}

/** What this browser loaded before, as loaded-chunks.ts keeps it. */
function memory(initial: string[] = []): LoadedChunks & { names: Set<string> } {
  const names = new Set(initial);
  return { names, has: (name) => names.has(name), add: (name) => void names.add(name) };
}

describe('createChunkGate', () => {
  it("loads the first screen's chunk straight, without asking the server, and notes it as loaded", async () => {
    const { probe, chunk, probes } = world();
    const loaded = memory();
    const gate = createChunkGate({ probe, loaded });
    const first = chunk('dashboard');
    await expect(gate(first.name, first.load)).resolves.toEqual({ default: 'dashboard' });
    expect(probes()).toBe(0);
    expect(first.loads()).toBe(1);
    expect([...loaded.names]).toEqual(['dashboard']);
  });

  it('asks the server before a later chunk new to this browser, and loads it when the server answers', async () => {
    const { probe, chunk, probes } = world();
    const gate = createChunkGate({ probe, loaded: memory() });
    const first = chunk('dashboard');
    await gate(first.name, first.load);
    const form = chunk('user-form');
    await expect(gate(form.name, form.load)).resolves.toEqual({ default: 'user-form' });
    expect(probes()).toBe(1);
    expect(form.loads()).toBe(1);
  });

  it('while the server is away, refuses a new chunk without asking for it, so it loads once the server is back', async () => {
    const { probe, chunk, stop, start } = world();
    const gate = createChunkGate({ probe, loaded: memory() });
    const first = chunk('dashboard');
    await gate(first.name, first.load);
    const form = chunk('user-form');
    stop();
    await expect(gate(form.name, form.load)).rejects.toBeInstanceOf(ServerAwayError);
    await expect(gate(form.name, form.load)).rejects.toBeInstanceOf(ServerAwayError);
    expect(form.loads()).toBe(0);
    start();
    await expect(gate(form.name, form.load)).resolves.toEqual({ default: 'user-form' });
  });

  it('the same chunk imported without the gate while the server was away stays failed once it is back (why the gate exists)', async () => {
    const { chunk, stop, start } = world();
    const form = chunk('user-form');
    stop();
    await expect(form.load()).rejects.toThrow('Failed to fetch');
    start();
    await expect(form.load()).rejects.toThrow('(kept)');
  });

  it('loads a chunk this browser loaded before straight, server or not (it is in the HTTP cache)', async () => {
    const { probe, chunk, cached, probes, stop } = world();
    cached.add('chef-list');
    const gate = createChunkGate({ probe, loaded: memory(['chef-list']) });
    const first = chunk('dashboard');
    await gate(first.name, first.load);
    stop();
    const list = chunk('chef-list');
    await expect(gate(list.name, list.load)).resolves.toEqual({ default: 'chef-list' });
    expect(probes()).toBe(0);
  });

  it('takes a probe that throws for a server away', async () => {
    const probe = () => Promise.reject(new TypeError('Failed to fetch'));
    const gate = createChunkGate({ probe, loaded: memory() });
    await gate('dashboard', async () => 'first');
    let loaded = false;
    const load = async () => void (loaded = true);
    await expect(gate('user-form', load)).rejects.toBeInstanceOf(ServerAwayError);
    expect(loaded).toBe(false);
  });

  it("passes on a chunk's own failure when the server answered, and does not note it as loaded", async () => {
    const loaded = memory();
    const gate = createChunkGate({ probe: async () => true, loaded });
    await gate('dashboard', async () => 'first');
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await expect(gate('x', failing)).rejects.toThrow('/assets/x.js');
    expect(loaded.has('x')).toBe(false);
  });
});
