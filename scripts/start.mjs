/**
 * `npm start`: install if needed, build if stale, then run the server in this very process
 * (TypeScript through tsx's loader), so signals reach it directly and it can stop the
 * embedded PostgreSQL cleanly.
 */
import { ensureBuilt, ensureInstalled } from './setup.mjs';

ensureInstalled();
ensureBuilt();
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
