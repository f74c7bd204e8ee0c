import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    pool: 'forks',
    // Each journey file starts its own server and browser; two at a time fit a 2-core machine.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
