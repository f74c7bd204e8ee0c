import { defineConfig } from 'vitest/config';
import { slowFirst } from '../scripts/vitest-slow-first';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    pool: 'forks',
    // Each journey file starts its own server and browser. Three at a time on a 2-core machine: a journey spends most
    // of its time waiting (a page's network going quiet, an animation, a poll); at two, the run used a quarter of
    // the cores' time.
    maxWorkers: 3,
    sequence: {
      // Longest first (their times on a 2-core machine, three at a time: 150, 131, 125, 119, 95, 76 s...), so the
      // last to finish are short ones.
      sequencer: slowFirst([
        'journeys/orders.e2e.ts',
        'journeys/administration.e2e.ts',
        'journeys/pricing-screens-others.e2e.ts',
        'journeys/pricing-screens.e2e.ts',
        'journeys/pricing.e2e.ts',
        'journeys/orders-screens.e2e.ts',
        'journeys/narrow-screen.e2e.ts',
        'journeys/registration-approval.e2e.ts',
        'journeys/recharge.e2e.ts',
        'journeys/wallet-adjust.e2e.ts',
        'journeys/task-center.e2e.ts',
        'journeys/labels-fit.e2e.ts',
        'journeys/passwords.e2e.ts',
        'journeys/customer-address-book.e2e.ts',
      ]),
    },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A page updates after a server round trip or two: on a loaded CI machine that can take seconds, not the
    // default one second expect.poll gives (a cancel's list refresh once missed it on the PostgreSQL pass).
    expect: { poll: { timeout: 10_000 } },
  },
});
