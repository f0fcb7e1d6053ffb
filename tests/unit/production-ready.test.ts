/**
 * What the production start (scripts/start-production.mjs) checks before anything else, since it
 * never installs or builds (issue #30 item 5): the install, then the built SPA at STATIC_DIR
 * (default ./dist of the working folder, as the server reads it). One line naming the command
 * that fixes it; nothing when both are there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { whyNotReady } from '../../scripts/production-ready.mjs';

let root: string;
const make = (path: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), '');
};

describe('whyNotReady', () => {
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names npm ci when the install is missing, then npm run build when the build is', () => {
    root = mkdtempSync(join(tmpdir(), 'mise-ready-'));
    expect(whyNotReady(root, {}, root)).toMatch(/^Dependencies are not installed in .*node_modules: run npm ci/);
    make('node_modules/.package-lock.json');
    expect(whyNotReady(root, {}, root)).toMatch(/^Dependencies are not installed/);
    mkdirSync(join(root, 'node_modules', 'tsx'));
    expect(whyNotReady(root, {}, root)).toBe(`The SPA is not built (${join(root, 'dist', 'index.html')} is missing): run npm run build before the production start.`);
    make('dist/index.html');
    expect(whyNotReady(root, {}, root)).toBeUndefined();
  });

  it('looks for the build where the server will serve it from: STATIC_DIR, relative to the working folder', () => {
    root = mkdtempSync(join(tmpdir(), 'mise-ready-'));
    make('node_modules/.package-lock.json');
    mkdirSync(join(root, 'node_modules', 'tsx'));
    make('dist/index.html');
    expect(whyNotReady(root, { STATIC_DIR: 'public-build' }, root)).toContain(join(root, 'public-build', 'index.html'));
    make('public-build/index.html');
    expect(whyNotReady(root, { STATIC_DIR: 'public-build' }, root)).toBeUndefined();
    expect(whyNotReady(root, { STATIC_DIR: '  ' }, root)).toBeUndefined();
  });
});
