/**
 * The build id's way from the build to an open tab: the server reads it from index.html's meta and
 * reads the file again when a new build replaces it; the tab compares it with its own and, once
 * they differ, says so once and reloads through the one function drafts can hook into.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBuildId, servedBuildId } from '../../server/http/build-id';

const page = (id: string) => `<!doctype html><html><head><meta name="mise-build" content="${id}"></head></html>`;

describe('the server side', () => {
  it('reads the id from the meta the build writes', () => {
    expect(readBuildId(page('7618f863a34164cb'))).toBe('7618f863a34164cb');
    expect(readBuildId('<html></html>')).toBeUndefined();
  });

  it('reads a new build written while it runs, and nothing while there is no build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mise-build-id-'));
    try {
      let now = 0;
      const current = servedBuildId(dir, () => now);
      expect(current()).toBeUndefined();
      writeFileSync(path.join(dir, 'index.html'), page('first'));
      now += 1000;
      expect(current()).toBe('first');
      writeFileSync(path.join(dir, 'index.html'), page('second'));
      utimesSync(path.join(dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
      // Looked at again only after a second.
      now += 10;
      expect(current()).toBe('first');
      now += 1000;
      expect(current()).toBe('second');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the tab side', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function tabOfBuild(own: string | undefined) {
    const assigned: string[] = [];
    vi.stubGlobal('document', { querySelector: () => (own ? { content: own } : null) });
    vi.stubGlobal('window', { location: { href: 'http://127.0.0.1/user/edit/3', assign: (href: string) => assigned.push(href) } });
    return { module: await import('../../src/app/new-version'), assigned };
  }

  it('says nothing while the server serves the tab’s own build', async () => {
    const { module } = await tabOfBuild('abc');
    module.noteServerBuild('abc');
    module.noteServerBuild(null);
    expect(module.isNewVersionAvailable()).toBe(false);
  });

  it('tells its listeners once when the server serves another build', async () => {
    const { module } = await tabOfBuild('abc');
    const heard = vi.fn();
    module.subscribeNewVersion(heard);
    module.noteServerBuild('def');
    module.noteServerBuild('ghi');
    expect(module.isNewVersionAvailable()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('never compares on a page without a build id (development)', async () => {
    const { module } = await tabOfBuild(undefined);
    module.noteServerBuild('def');
    expect(module.isNewVersionAvailable()).toBe(false);
  });

  it('runs the hooks, even after one fails, then loads the same address', async () => {
    const { module, assigned } = await tabOfBuild('abc');
    const order: string[] = [];
    module.beforeVersionReload(() => {
      order.push('failing hook');
      throw new Error('storage full');
    });
    module.beforeVersionReload(() => order.push('drafts kept'));
    module.reloadForNewVersion();
    expect(order).toEqual(['failing hook', 'drafts kept']);
    expect(assigned).toEqual(['http://127.0.0.1/user/edit/3']);
  });
});
