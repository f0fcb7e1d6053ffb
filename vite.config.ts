import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompileMessages, precompiledMessagesAlias } from './src/i18n/precompile-messages-plugin.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { buildIdMeta } from './build/build-id.ts';
import { noServerCode } from './build/no-server-code.ts';
import { kitWithoutForms } from './build/kit-without-forms.ts';
import { signedInPrefetch } from './build/signed-in-prefetch.ts';
import { reactDomClientOnDemand } from './build/react-dom-client-on-demand.ts';

// What the first signed-in screen runs that the login page does not (src/app/signed-in-chunks.ts):
// the login page prefetches their files while idle, without running them.
const SIGNED_IN_MODULES = [
  'src/app/layout/signed-in-shell.tsx',
  'src/app/private-switch.tsx',
  'src/screens/dashboard/dashboard-screen.tsx',
  'src/i18n/react-intl-provider.tsx',
];

// An area's contract and calls (areas/<area>/<name>-contract.ts, -calls.ts) join the kit as
// src/api's did before the areas had folders of their own.
const SHARED_KIT =
  /[\\/]src[\\/](?:ui|app[\\/]kit|app[\\/]layout|api|machines|i18n)[\\/]|[\\/]areas[\\/][^\\/]+[\\/][^\\/]+-(?:contract|calls)\.ts$|[\\/]node_modules[\\/](?:@tanstack|lucide-react)[\\/]/;
// What the login page loads after its first paint, without a click: its field checks
// (src/app/login-checks.ts), the answer reader the API client fetches ahead (src/api/client.ts)
// and the unsaved-changes guard boot holds (src/app/boot.ts). Each is named here and its own
// imports follow it into one small chunk (a group captures its modules' dependencies), so none of
// them reaches into the kit: when the reader's and the guard's imports sat in the kit, /login ran
// all 200 KB of it, and react-intl and luxon with it, a second after its first paint (issue #37).
const LOGIN_AFTER_PAINT =
  /[\\/]src[\\/](?:app[\\/]login-checks\.live|api[\\/]read-answer|app[\\/]leave-guard[\\/]leave-guard\.live)\.ts$/;
// The form screens' share of the kit (the form machines, the upload machines, the password form
// and the kit's form parts) in a chunk of their own, which only the add and edit screens (and the
// class list, whose rows hold class values) import: in the kit, every list screen compiled and ran
// some 45 KB of form code at each signed-in load (issue #37: the kit was 223 KB, a 22 ms compile
// and a 27 ms evaluation on the main thread under Lighthouse, before the list drew). No module of
// the kit may import one of these, or the kit imports the chunk again: the build then fails
// (build/kit-without-forms.ts).
const FORM_KIT =
  /[\\/]src[\\/](?:machines[\\/](?:class-form|entity-form|upload|uploads|upload-tracker|image-pick|password-form|change-password|set-password)[.\\/]|app[\\/]kit[\\/](?:define-form-area|form-area|form-draft|use-form-draft|form-field|select-form-field|use-field-state|entity-form|entity-form-screen|edit-conflict|version-restore-notice|image-field|image-pick|rich-text-field|select-entity-form|draft-offer|form-skeleton|form-load-failed|translate-form-message|conflict-notice)[.\\/])/;
const PURIFYING = /[\\/](?:sanitised-html\.tsx|rich-html-purifier\.ts)$/;
// The class calls and the schedule conversion they use (areas/classes/class-schedule.ts) go with
// the class screens: in the kit they came to every signed-in page (with luxon's 70 KB, until the
// conversion was made with the browser's own clock rules, issue #37).
const WITH_THE_CLASS_SCREENS = /[\\/]areas[\\/]classes[\\/]class-calls\.ts$/;

// The dev server proxies the API to a running `npm run serve` (default 127.0.0.1:8080).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Catalogues are parsed at build time, so the ICU parser never ships (DESIGN.md section 7 budget).
  // Every text file is written with Brotli and gzip copies the server sends as they are; index.html
  // names the build (build/build-id.ts), so open tabs learn of a newer one.
  plugins: [reactDomClientOnDemand(), react(), vanillaExtractPlugin(), precompileMessages(), buildIdMeta(), signedInPrefetch(SIGNED_IN_MODULES), precompressAssets(), noServerCode(), kitWithoutForms()],
  // React 19 has useSyncExternalStore: the shims @xstate/react imports for older Reacts are left out.
  resolve: {
    alias: [
      ...Object.entries(precompiledMessagesAlias).map(([find, replacement]) => ({ find, replacement })),
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: fileURLToPath(new URL('./build/react-sync-external-store.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    // Every browser the build targets preloads modules itself but Safari 16 (which then only
    // fetches a lazy chunk's imports one request later): the polyfill is not worth /login's bytes.
    // A lazy import does not add a `<link rel=modulepreload>` per chunk it imports either (issue
    // #37): the browser fetches a chunk's imports as soon as it has the chunk, and the signed-in
    // chunks are in the HTTP cache from the login page's prefetch. Adding the links was one task of
    // 15–20 ms on every signed-in load (Lighthouse: 200–300 ms at its 4× CPU), the shell's import
    // inserting a dozen of them; the entry's table of them, which /login carried, goes too.
    // A chunk's style sheets are still added before it runs.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    sourcemap: true,
    // The budget of DESIGN.md section 7 is checked by `npm run bench`, not by a warning here.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Seven hash characters (the fewest rolldown allows for this many chunks) instead of eight:
        // the entry names some forty chunks for its lazy imports, and hashes do not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            // Every module of the entry's static chain (libraries, app, login page) in the entry's
            // one chunk, not in a few small shared ones whose response headers would weigh as much
            // as their code on the /login first load (DESIGN.md section 7).
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'login-after-paint', test: (id: string) => LOGIN_AFTER_PAINT.test(id), priority: 2 },
            // The kit the lazy screens share (ui, app kit, api, machines, query, icons) in one
            // chunk instead of some forty of a few hundred bytes each: a signed-in page makes a
            // few requests, not thirty, and the entry's table of each lazy chunk's dependencies
            // (which the login page carries) shrinks. Libraries only some screens use
            // (DOMPurify, slate) keep their own chunks: dependencies are not pulled in, and the two
            // modules that import DOMPurify stay out, or every signed-in page would fetch it.
            {
              name: 'form-kit',
              test: (id: string) => FORM_KIT.test(id),
              minShareCount: 2,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            {
              name: 'kit',
              test: (id: string) => SHARED_KIT.test(id) && !PURIFYING.test(id) && !WITH_THE_CLASS_SCREENS.test(id),
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
