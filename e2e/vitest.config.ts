import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    pool: 'forks',
    // Each journey file starts its own server and browser; two at a time fit a 2-core machine.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A page updates after a server round trip or two: on a loaded CI machine that can take seconds, not the
    // default one second expect.poll gives (a cancel's list refresh once missed it on the PostgreSQL pass).
    expect: { poll: { timeout: 10_000 } },
  },
});
