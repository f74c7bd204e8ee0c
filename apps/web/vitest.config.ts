import { defineConfig } from 'vitest/config';

/** Logic tests (*.test.ts) run in node; component tests (*.test.tsx) in jsdom with Testing Library. */
export default defineConfig({
  test: {
    restoreMocks: true,
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
