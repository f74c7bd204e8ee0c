// Mutation testing of the auth, account and addresses modules and the pricing engine: `npm run mutation` from the
// repository root. `MUTATION_SCOPE=engine` narrows it to the pricing engine and its specs (minutes, no database);
// `MUTATION_SCOPE=ledger` to the wallet's ledger rules and its posting code, with their specs and database tests;
// `MUTATION_SCOPE=orders` to the order state table and its spec (seconds, no database).
// See docs/testing.md for the score, the run time and the mutants known to be equivalent.

const scope = process.env.MUTATION_SCOPE || undefined;

/** The pricing engine: pure code; its spec helpers and fixtures are test data, not engine code. */
const ENGINE = [
  'src/modules/pricing/engine/**/*.ts',
  '!src/modules/pricing/engine/**/*.spec.ts',
  '!src/modules/pricing/engine/test-helpers.ts',
  '!src/modules/pricing/engine/fixtures/**',
];

/** The wallet's ledger: its pure rules, and the code that posts entries and moves balances. */
const LEDGER = [
  'src/modules/wallet/ledger/**/*.ts',
  '!src/modules/wallet/ledger/**/*.spec.ts',
  'src/modules/wallet/posting.ts',
  'src/modules/wallet/posting.repository.ts',
];

/** The order state table: who may move an order from which status to which. */
const ORDER_STATES = ['src/modules/orders/state/**/*.ts', '!src/modules/orders/state/**/*.spec.ts'];

/** The scoped runs; stryker.vitest.config.ts runs the matching specs. */
const SCOPES = { engine: ENGINE, ledger: LEDGER, orders: ORDER_STATES };
if (scope && !SCOPES[scope]) throw new Error(`MUTATION_SCOPE must be one of ${Object.keys(SCOPES).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Runs only the mutated modules' own tests (see the file).
  vitest: { configFile: 'stryker.vitest.config.ts' },
  mutate: scope
    ? SCOPES[scope]
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
        ...LEDGER,
        ...ORDER_STATES,
      ],
  coverageAnalysis: 'perTest',
  incremental: true,
  // A scoped run (engine, ledger, orders) keeps its own results, so it never drops the full run's.
  incrementalFile: scope
    ? `reports/mutation/${scope}/stryker-incremental.json`
    : 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  // Each run of an API test file builds a PGlite database (migrations, seeds) before its first test: slow and
  // uneven on a shared machine, so a mutant is given a generous multiple of the dry run before it counts as a timeout.
  timeoutFactor: 3,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: scope ? `reports/mutation/${scope}/index.html` : 'reports/mutation/index.html' },
  jsonReporter: { fileName: scope ? `reports/mutation/${scope}/mutation.json` : 'reports/mutation/mutation.json' },
  // Sandboxes two levels below the repository, where Stryker's rewrite of tsconfig's `extends` expects them.
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'reports', 'node_modules', '.stryker-tmp'],
  thresholds: { high: 90, low: 80, break: null },
};
