import { defineConfig } from 'vitest/config';

/**
 * The machines' tests alone, for StrykerJS (`npm run test:mutation`, stryker.config.mjs): each
 * mutant of src/machines is judged by the model-based tests written for the machines.
 */
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts'],
    environment: 'node',
  },
});
