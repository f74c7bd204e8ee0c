import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { slowFirst } from '../../scripts/vitest-slow-first';

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    // Files share their worker's module cache: importing the server's modules once per worker instead of once per
    // file took the suite from 15 to 6.5 minutes on two cores. Each file still builds its own app on its own database.
    // One worker more than cores: API tests spend much of their time waiting on timers and the job queue's polls.
    isolate: false,
    maxWorkers: os.availableParallelism() + 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    sequence: {
      sequencer: slowFirst([
        'test/fuzz/openapi-fuzz.',
        'addresses/addresses.import.int.spec.ts',
        'auth/auth.int.spec.ts',
        'account/account.int.spec.ts',
        'addresses/addresses.import-files.int.spec.ts',
        'orders/batch/batch.int.spec.ts',
        'orders/orders.place.int.spec.ts',
        'test/tenancy/cross-tenant.int.spec.ts',
      ]),
    },
  },
});
