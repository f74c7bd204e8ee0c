import { defineConfig } from 'vitest/config';
// Outside this package: mutation testing's sandbox copies the package alone, so it reads vitest.shared.ts instead.
import { slowFirst } from '../../scripts/vitest-slow-first';
import { serverTestConfig } from './vitest.shared';

export default defineConfig({
  test: {
    ...serverTestConfig.test,
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
