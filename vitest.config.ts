import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Four projects, run in this order by `npm test` (scripts/test.mjs):
 * machines and unit (pure, fast), api (the real server in-process on embedded PostgreSQL),
 * e2e (Debian Chromium against the built server).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          // A model's whole walk takes 1–2 s on a quiet machine and over 5 s (vitest's default)
          // on a loaded one: the limit is there to catch a hang, not to time the walk.
          testTimeout: 30_000,
        },
      },
      {
        // Units may import view modules, whose styles are vanilla-extract files.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
