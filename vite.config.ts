import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompileMessages, precompiledMessagesAlias } from './src/i18n/precompile-messages-plugin.ts';
import { precompressAssets } from './build/precompress-assets.ts';

// The dev server proxies the API to a running `npm run serve` (default 127.0.0.1:8080).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Catalogues are parsed at build time, so the ICU parser never ships (DESIGN.md section 7 budget).
  // Every text file is written with Brotli and gzip copies the server sends as they are.
  plugins: [react(), vanillaExtractPlugin(), precompileMessages(), precompressAssets()],
  resolve: { alias: precompiledMessagesAlias },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The budget of DESIGN.md section 7 is checked by `npm run bench`, not by a warning here.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Every module of the entry's static chain (libraries, app, login page) in the entry's one
        // chunk, not in a few small shared ones whose response headers would weigh as much as their
        // code on the /login first load (DESIGN.md section 7). Lazy screens keep their own chunks.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
