// Mutation testing of the auth, account and addresses modules and the pricing engine: `npm run mutation` from the
// repository root. `MUTATION_SCOPE=engine` narrows it to the pricing engine and its specs (minutes, no database).
// See docs/testing.md for the score, the run time and the mutants known to be equivalent.

const engineOnly = process.env.MUTATION_SCOPE === 'engine';

/** The pricing engine: pure code; its spec helpers and fixtures are test data, not engine code. */
const ENGINE = [
  'src/modules/pricing/engine/**/*.ts',
  '!src/modules/pricing/engine/**/*.spec.ts',
  '!src/modules/pricing/engine/test-helpers.ts',
  '!src/modules/pricing/engine/fixtures/**',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Runs only the mutated modules' own tests (see the file).
  vitest: { configFile: 'stryker.vitest.config.ts' },
  mutate: engineOnly
    ? ENGINE
    : [
        'src/modules/{auth,account,addresses}/**/*.ts',
        // Tests and the tenancy case (test support code).
        '!src/modules/**/*.spec.ts',
        '!src/modules/**/*.tenancy.ts',
        // Pure wiring: re-exports, and module descriptors handing config and services to the factories.
        '!src/modules/**/index.ts',
        '!src/modules/**/*.module.ts',
        // Table declarations: the SQL migrations are what the database runs; a mutant here changes no behaviour.
        '!src/modules/**/*.tables.ts',
        // The address book's spreadsheet import and export came with the task center (issue 6): measured with it.
        '!src/modules/addresses/addresses.{import,export}.ts',
        ...ENGINE,
      ],
  coverageAnalysis: 'perTest',
  incremental: true,
  // The engine's own run keeps its own results, so it never drops the full run's.
  incrementalFile: engineOnly
    ? 'reports/mutation/engine/stryker-incremental.json'
    : 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  // Each run of an API test file builds a PGlite database (migrations, seeds) before its first test: slow and
  // uneven on a shared machine, so a mutant is given a generous multiple of the dry run before it counts as a timeout.
  timeoutFactor: 3,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: engineOnly ? 'reports/mutation/engine/index.html' : 'reports/mutation/index.html' },
  jsonReporter: { fileName: engineOnly ? 'reports/mutation/engine/mutation.json' : 'reports/mutation/mutation.json' },
  // Sandboxes two levels below the repository, where Stryker's rewrite of tsconfig's `extends` expects them.
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'reports', 'node_modules', '.stryker-tmp'],
  thresholds: { high: 90, low: 80, break: null },
};
