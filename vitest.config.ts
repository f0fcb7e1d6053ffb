import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * End-to-end files that must have the machine to themselves: they time a drain, a restart or an
 * outage against limits (a second process would eat their margin), freeze or kill PostgreSQL
 * processes, or check that nothing else writes in the code folder or rebuilds dist.
 */
const E2E_ALONE = [
  'tests/e2e/graceful-shutdown.test.ts',
  'tests/e2e/fleet.test.ts',
  'tests/e2e/restart.test.ts',
  'tests/e2e/database-outages.test.ts',
  'tests/e2e/production-start.test.ts',
  'tests/e2e/backup-restore.test.ts',
  'tests/e2e/mail-queue.test.ts',
  'tests/e2e/live-lists.test.ts',
];

/**
 * What both end-to-end projects share: a browser step may wait for a server that starts or drains,
 * and a polled expectation (`expect.poll`) waits up to 10 s, not vitest's 1 s: with two files at a
 * time a lazy chunk can take longer than a second to come (a poll for the ?debug panel failed so).
 */
const E2E_SETTINGS = { environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, expect: { poll: { timeout: 10_000 } } } as const;

/**
 * Five projects, run in this order by `npm test` (scripts/test.mjs):
 * machines and unit (pure, fast), api (the real server in-process on embedded PostgreSQL),
 * e2e-alone, one file at a time, then e2e, two files at a time (Debian Chromium against the
 * built server; a browser test waits far more than it computes, so two share the two cores).
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
        test: { ...E2E_SETTINGS, name: 'e2e-alone', include: E2E_ALONE, fileParallelism: false },
      },
      {
        test: { ...E2E_SETTINGS, name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: E2E_ALONE },
      },
    ],
  },
});
