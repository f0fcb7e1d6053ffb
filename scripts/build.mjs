/**
 * `npm run build`: builds the SPA once into dist/ (production mode, NODE_ENV=production) and
 * writes the build stamp, so `npm start` sees the build as fresh and a production start
 * (scripts/start-production.mjs) has what it serves. It never installs: run `npm ci` first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, root } from './setup.mjs';

if (!existsSync(join(root, 'node_modules', '.bin', 'vite'))) {
  console.error('Dependencies are not installed: run npm ci, then npm run build.');
  process.exit(1);
}
console.log('Building the SPA (vite build --mode production)…');
build();
console.log('Built into dist/.');
