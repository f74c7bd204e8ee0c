import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { serverTestConfig } from './vitest.shared';

/** Unit tests first: a mutant they kill is done (Stryker bails) before any API test builds a database. */
class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const slow = (f: TestSpecification) => (f.moduleId.includes('.int.spec.') ? 1 : 0);
    return [...files].sort((a, b) => slow(a) - slow(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

/** MUTATION_SCOPE=engine: the pricing engine's specs only (stryker.config.mjs mutates only the engine then). */
const ENGINE_SPECS = ['src/modules/pricing/engine/**/*.spec.ts'];
/** MUTATION_SCOPE=ledger: the wallet's ledger rules and the database tests of its posting code. */
const LEDGER_SPECS = [
  'src/modules/wallet/ledger/**/*.spec.ts',
  'src/modules/wallet/posting.spec.ts',
  'src/modules/wallet/{ledger,concurrency,properties,post-many}.int.spec.ts',
];
/** MUTATION_SCOPE=orders: the order state table's spec. */
const ORDER_STATE_SPECS = ['src/modules/orders/state/**/*.spec.ts'];
const SCOPED: Record<string, string[]> = { engine: ENGINE_SPECS, ledger: LEDGER_SPECS, orders: ORDER_STATE_SPECS };

/**
 * The tests mutation testing runs (stryker.config.mjs): the mutated modules' own, so a mutant of auth must be caught
 * by auth's tests, not by any API test that happens to sign in. Chosen here rather than with Stryker's `testFiles`,
 * which activates module-level (static) mutants too late in Stryker 9.6 (stryker-js#6144) and lets them survive.
 */
export default defineConfig({
  test: {
    ...serverTestConfig.test,
    include: SCOPED[process.env.MUTATION_SCOPE ?? ''] ?? [
      'src/modules/auth/**/*.spec.ts',
      'src/modules/account/**/*.spec.ts',
      'src/modules/addresses/**/*.spec.ts',
      ...ENGINE_SPECS,
      ...LEDGER_SPECS,
      ...ORDER_STATE_SPECS,
    ],
    // The spreadsheet import and export tests belong with their code, left out of this run (stryker.config.mjs).
    exclude: ['src/modules/addresses/addresses.{import,export}*.spec.ts'],
    sequence: { sequencer: UnitTestsFirst },
    setupFiles: ['test/mutation/fast-check-no-shrink.ts'],
  },
});
