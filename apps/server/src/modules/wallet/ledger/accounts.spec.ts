import { describe, expect, it } from 'vitest';
import { DEBIT_NORMAL, isCustomerKind, PLATFORM_SHARDS, platformShardOf } from './accounts';

describe('ledger accounts', () => {
  it('tells customer accounts from the platform’s', () => {
    expect(isCustomerKind('AVAILABLE')).toBe(true);
    expect(isCustomerKind('DEPOSIT')).toBe(true);
    for (const k of ['REVENUE', 'SUPPLIER_PAYABLE', 'CASH', 'PAYMENT_CLEARING'] as const)
      expect(isCustomerKind(k)).toBe(false);
  });

  it('puts a customer always on the same platform shard, spread over all of them', () => {
    expect(PLATFORM_SHARDS).toBe(8);
    expect(platformShardOf(1)).toBe(1);
    expect(platformShardOf(8)).toBe(0);
    expect(platformShardOf(2_147_483_647)).toBe(7);
    expect(new Set(Array.from({ length: 64 }, (_, i) => platformShardOf(i + 1))).size).toBe(PLATFORM_SHARDS);
  });

  it('shows the platform’s assets negated', () => {
    expect([...DEBIT_NORMAL].sort()).toEqual(['CASH', 'PAYMENT_CLEARING']);
  });
});
