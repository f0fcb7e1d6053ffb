/**
 * Sends the id of the SPA build this server serves on every API answer (`X-Build-Id`), read from
 * the `mise-build` meta of STATIC_DIR/index.html (build/build-id.ts). A tab that was loaded from an
 * older build sees a different id and offers to reload (src/app/new-version.ts), so after a deploy
 * no tab goes on asking for chunks that are gone. The file is read again when it changes; its
 * modification time is looked at most once a second.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

export const BUILD_ID_HEADER = 'X-Build-Id';
const RECHECK_MS = 1000;

export function readBuildId(html: string): string | undefined {
  return /<meta name="mise-build" content="([\w-]+)"/.exec(html)?.[1];
}

export function servedBuildId(staticDir: string, now: () => number = Date.now): () => string | undefined {
  const file = path.join(staticDir, 'index.html');
  let checkedAt = -Infinity;
  let mtimeMs = -1;
  let id: string | undefined;
  return () => {
    if (now() - checkedAt < RECHECK_MS) return id;
    checkedAt = now();
    try {
      const stats = statSync(file);
      if (stats.mtimeMs !== mtimeMs) {
        mtimeMs = stats.mtimeMs;
        id = readBuildId(readFileSync(file, 'utf8'));
      }
    } catch {
      // Not built (yet): no id to send.
      mtimeMs = -1;
      id = undefined;
    }
    return id;
  };
}

export function buildIdHeader(staticDir: string): MiddlewareHandler {
  const current = servedBuildId(staticDir);
  return async (c, next) => {
    await next();
    const id = current();
    if (id) c.res.headers.set(BUILD_ID_HEADER, id);
  };
}
