/**
 * The production start (`npm run start:prod`, or `node scripts/start-production.mjs` straight from a
 * process manager): runs the server in this very process, like `npm start`, but never installs or
 * builds. When the install or the build is missing it says so in one line and exits 1. It writes
 * nothing outside DATA_DIR, so the code folder may be read-only: tsx's transform cache, which
 * would go to the OS temporary folder, is turned off.
 */
import { root } from './setup.mjs';
import { whyNotReady } from './production-ready.mjs';

const missing = whyNotReady(root);
if (missing) {
  console.error(missing);
  process.exit(1);
}
// Read by tsx when it loads, so set before the import.
process.env.TSX_DISABLE_CACHE = '1';
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
