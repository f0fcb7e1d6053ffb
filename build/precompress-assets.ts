/**
 * Vite plugin (build tooling, not app code): once the build is written, puts a Brotli (`.br`) and a
 * gzip (`.gz`) copy beside every text file of the output, at the highest quality, so the server
 * sends them as they are (server/http/spa.ts) instead of compressing on each request or not at
 * all. Source maps are left out: only developer tools fetch them, and they are most of the bytes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressFolder(dir: string): Promise<number> {
  const files = await textFiles(dir);
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mise:precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle runs after Vite has copied public/ too, so the favicon is compressed as well.
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = await precompressFolder(outDir);
      config.logger.info(`precompressed ${count} text files (.br, .gz)`);
    },
  };
}
