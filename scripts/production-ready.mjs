/**
 * What a production start (scripts/start-production.mjs) needs already done, since it never
 * installs or builds: the installed dependencies and the built SPA. Plain Node, no dependencies:
 * it runs before anyone knows they exist. Returns the one line that says what is missing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** `cwd` and `env` as the server reads them: STATIC_DIR (default ./dist) is relative to the working folder. */
export function whyNotReady(root, env = process.env, cwd = process.cwd()) {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || !existsSync(join(root, 'node_modules', 'tsx'))) {
    return `Dependencies are not installed in ${join(root, 'node_modules')}: run npm ci (and npm run build) before the production start.`;
  }
  const staticDir = resolve(cwd, env.STATIC_DIR?.trim() || './dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    return `The SPA is not built (${join(staticDir, 'index.html')} is missing): run npm run build before the production start.`;
  }
  return undefined;
}
