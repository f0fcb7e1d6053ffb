/**
 * Vite plugin (build tooling, not app code): writes into index.html, as
 * `<meta name="mise-signed-in-files" content="/assets/a.js /assets/b.css …">`, the files the first
 * signed-in screen needs that the login page has not loaded: the chunks holding the modules named,
 * every chunk they import, and their style sheets. The login page prefetches them while idle
 * (src/app/signed-in-chunks.ts) into the HTTP cache without running them: an `import()` there ran
 * the shell, the kit and react-intl on the login page, tasks of 15–40 ms after its first paint
 * (issue #37); after sign-in they come from the cache.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

export const SIGNED_IN_FILES_META = 'mise-signed-in-files';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and every chunk it imports statically, transitively. */
function withImports(roots: Chunk[], byFile: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  roots.forEach(visit);
  return seen;
}

/** `modules`: paths from the project's root; a folder (ending in `/`) names a library's modules. */
export function signedInPrefetch(modules: readonly string[]): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'mise:signed-in-prefetch',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is Chunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = modules.map((module) => path.resolve(root, module) + (module.endsWith('/') ? path.sep : ''));
        const holds = (chunk: Chunk, module: string) =>
          chunk.moduleIds.some((id) => (module.endsWith(path.sep) ? id.startsWith(module) : id.split('?')[0] === module));
        const missing = wanted.filter((module) => !chunks.some((chunk) => holds(chunk, module)));
        if (missing.length > 0) throw new Error(`signed-in prefetch: no chunk holds ${missing.join(', ')}`);
        const loaded = withImports(chunks.filter((chunk) => chunk.isEntry), byFile);
        const needed = [...withImports(chunks.filter((chunk) => wanted.some((module) => holds(chunk, module))), byFile)].filter((chunk) => !loaded.has(chunk));
        const files = [...new Set(needed.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]))];
        return [{ tag: 'meta', attrs: { name: SIGNED_IN_FILES_META, content: files.map((file) => `${base}${file}`).join(' ') }, injectTo: 'head' }];
      },
    },
  };
}
