/**
 * Mutation testing of the machines (issue #14 item 3): `npm run test:mutation` changes src/machines
 * one small edit at a time (a condition flipped, a string emptied, a call removed) and runs the
 * machines' tests against each; a change no test notices "survives". Budget: 85 % killed per
 * machine. Not part of `npm test` (it runs for a long while on two cores). The per-machine table
 * goes into reports/paths.md (scripts/mutation-report.mjs).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/machines/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // A machine is a static object (its states, transitions and guards are built when the module
  // loads): those mutants are most of what matters, so they are run too, each with its tests.
  ignoreStatic: false,
  reporters: ['clear-text', 'progress', 'json'],
  // One report per machine when tests/support/mutation-run.ts runs them one by one.
  jsonReporter: { fileName: process.env.MUTATION_JSON ?? 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20_000,
  // Stryker 9 rewrites tsconfig.json with an API TypeScript 6 no longer has; vitest needs none of it.
  tsconfigFile: 'tsconfig.stryker-skip.json',
};
