import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Logic tests (*.test.ts) run in node; component tests (*.test.tsx) in jsdom with Testing Library. */
export default defineConfig({
  test: {
    restoreMocks: true,
    // Every core (vitest's default leaves one idle, which on two cores is half the machine).
    maxWorkers: os.availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/shared/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
