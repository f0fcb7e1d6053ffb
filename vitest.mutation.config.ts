import { defineConfig } from 'vitest/config';

/**
 * The machines' tests alone, for StrykerJS (`npm run test:mutation`, stryker.config.mjs): each
 * mutant of src/machines is judged by the model-based tests written for the machines.
 */
export default defineConfig({
  test: {
    // One machine at a time (tests/support/mutation-run.ts names its tests): a mutant of a
    // machine's static definition runs every test it is given, so each gets only its own.
    include: process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(',') : ['tests/machines/**/*.test.ts'],
    environment: 'node',
  },
});
