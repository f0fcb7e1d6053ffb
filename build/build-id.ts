/**
 * Vite plugin (build tooling, not app code): writes the build's id into index.html as
 * `<meta name="mise-build" content="…">`. The SPA reads it from its own page, the server from the
 * same file (server/http/build-id.ts) and sends it on every API answer, so an open tab learns that
 * a newer build is being served (src/app/new-version.ts). The id is a digest of the output's file
 * names, which carry their content hashes: the same sources give the same id, any change a new one.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const BUILD_ID_META = 'mise-build';

export function buildIdMeta(): Plugin {
  return {
    name: 'mise:build-id',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const names = Object.keys(context.bundle ?? {}).sort();
        const id = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
        return [{ tag: 'meta', attrs: { name: BUILD_ID_META, content: id }, injectTo: 'head' }];
      },
    },
  };
}
