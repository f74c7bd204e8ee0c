/**
 * Module boundaries and cycles, checked by `npm run lint` (docs/architecture.md, "Modules"). Every file counts: the
 * source, the specs, the test helpers, the seed and the benchmarks, at any depth of folder.
 */
const SERVER = '^apps/server/';
const MODULES = `${SERVER}src/modules/`;
/** What a module shows the others: its index.ts and its pure engine folder (plain functions, no database). */
const PUBLIC_FACE = `${MODULES}[^/]+/(index\\.ts$|engine/)`;
/** What a module shows the tests of the others: the factories and fixtures its records are made with. */
const TEST_FACE = `${MODULES}[^/]+/(test-support\\.ts$|test-support/|[^/]+/test-support\\.ts$)`;
const SPECS = '\\.(spec|test|e2e)\\.tsx?$';
const TEST_CODE = [SPECS, `${SERVER}test/`, '\\.tenancy\\.ts$', 'test-support', '^e2e/', '^bench/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      comment: "A module reaches another only through its index.ts ('../users') or its pure engine, never its files.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}[^/]+/`,
        pathNot: [`${MODULES}$1/`, PUBLIC_FACE, TEST_FACE],
      },
    },
    {
      name: 'test-support-only-in-tests',
      comment: "A module's test support (factories, fixtures) is for tests; the source never reaches another's.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_CODE },
      to: { path: TEST_FACE, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'outside-through-index',
      comment: 'The app, the seed, the test helpers and the benchmarks reach a module only through its index.ts.',
      severity: 'error',
      // The benchmarks measure a module's pieces (a parser, a render pool) on their own, so they may reach them.
      from: { pathNot: `${MODULES}|^apps/web/|^packages/|^bench/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [PUBLIC_FACE, TEST_FACE] },
    },
    {
      name: 'platform-not-to-modules',
      comment: 'The platform is used by every module and depends on none.',
      severity: 'error',
      from: { path: `${SERVER}src/platform/` },
      to: { path: MODULES },
    },
    {
      name: 'web-shared-not-to-features',
      comment: 'The web shared pieces serve the features and never depend on one.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/', pathNot: '^apps/web/src/shared/testing/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No cycles, in the server or the web: a cycle makes load order matter and the layers meaningless.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-between-modules',
      comment:
        'Modules depend one way (the server list is their order), their types included: no cycle leaves a module.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { circular: true, via: { pathNot: `${MODULES}$1/` } },
    },
  ],
  options: {
    // A descriptor's `tenancy: () => import('./x.tenancy')` loads test cases (which start the whole app) in tests
    // only: followed, it would close a cycle through every module.
    doNotFollow: { path: ['node_modules', '\\.tenancy\\.ts$'] },
    exclude: { path: ['node_modules', '/dist/', '\\.stryker-tmp', '/reports/', '^apps/server/drizzle/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
