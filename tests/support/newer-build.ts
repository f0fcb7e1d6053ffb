/** A copy of the built SPA under another build id, as a deploy of new code would serve (STATIC_DIR). */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function copyAsNewerBuild(target: string, buildId: string, dropChunk?: RegExp): string {
  cpSync('dist', target, { recursive: true });
  const index = path.join(target, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/(<meta name="mise-build" content=")[^"]*(")/, `$1${buildId}$2`));
  if (dropChunk) {
    for (const name of readdirSync(path.join(target, 'assets'))) if (dropChunk.test(name)) rmSync(path.join(target, 'assets', name));
  }
  return target;
}
