/**
 * What `npm start` and `npm test` do before anything else on a fresh clone: install the
 * locked dependencies when node_modules is missing or older than the lock file, and build the
 * SPA when any of its sources is newer than the last build. Plain Node, no dependencies:
 * it runs before they exist. `npm run build` (scripts/build.mjs) builds the same way, always.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_STAMP = join(root, 'dist', '.build-stamp');
const BUILD_INPUTS = ['src', 'areas', 'build', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * The product's dependencies, and for `npm test` (`withTestTools`) the import rules' tool too: a
 * folder with a lock file of its own (tools/import-rules), which needs a TypeScript with a
 * JavaScript API that the product's TypeScript 7 no longer has.
 */
export function ensureInstalled({ withTestTools = false } = {}) {
  const folders = withTestTools ? [root, join(root, 'tools', 'import-rules')] : [root];
  for (const folder of folders) {
    const lock = join(folder, 'package-lock.json');
    const installed = join(folder, 'node_modules', '.package-lock.json');
    if (existsSync(installed) && mtime(installed) >= mtime(lock)) continue;
    console.log(`Installing dependencies in ${folder === root ? 'the product' : folder.slice(root.length)} (npm ci)…`);
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder });
  }
}

/** True when dist/ holds a build at least as new as every SPA source. */
export function isBuildFresh() {
  const stamp = mtime(BUILD_STAMP);
  return stamp > 0 && BUILD_INPUTS.every((input) => newest(join(root, input)) <= stamp);
}

/** Builds the SPA into dist/ and stamps it: `npm run build`, and `npm start` when stale. */
export function build() {
  // Always a production build: a test runner's NODE_ENV=test would otherwise make a development bundle.
  run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--mode', 'production'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(BUILD_STAMP, new Date().toISOString());
}

export function ensureBuilt() {
  if (isBuildFresh()) return;
  console.log('Building the SPA (vite build)…');
  build();
}
