/**
 * Vite plugin (build tooling, not app code): the build fails when a module of the server (server/,
 * or an area's server half, areas/<area>/server/) would go into the browser's bundle (issue #34 item 4). The import rules say the same of the
 * sources (tools/import-rules); this says it of what is shipped, whatever the path that led there.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export function noServerCode(): Plugin {
  let serverDir = '';
  let areasDir = '';
  const isServerCode = (file: string) =>
    file.startsWith(serverDir) || (file.startsWith(areasDir) && file.slice(areasDir.length).split(path.sep)[1] === 'server');
  return {
    name: 'mise:no-server-code',
    apply: 'build',
    configResolved(config) {
      serverDir = path.join(config.root, 'server') + path.sep;
      areasDir = path.join(config.root, 'areas') + path.sep;
    },
    load(id) {
      if (isServerCode(path.resolve(id.split('?')[0]!))) {
        this.error(`the browser's build would contain server code: ${path.relative(path.dirname(serverDir), id)}`);
      }
      return null;
    },
  };
}
