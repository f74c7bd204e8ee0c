import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCustomerKind, PLATFORM_ACCOUNT_KINDS, platformShardOf, type AccountKind } from './accounts';
import { planPostings, type BalanceRow } from './balances';
import { rechargeFee } from './fee';
import { Dec, ZERO } from './money';
import { availableEffect, type Line, type Movement } from './movements';
import { entryProblem, postableLines } from './validate';

/** A random movement for one of a few customers, amounts in whole cents up to 1,000.00. */
const cents = fc.integer({ min: 1, max: 100_000 }).map((n) => new Dec(n).div(100));
const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({ type: fc.constant('RECHARGE' as const), channel: fc.constant('OFFLINE' as const), amount: cents }),
  cents.map((amount) => ({
    type: 'RECHARGE' as const,
    channel: 'ONLINE' as const,
    amount,
    fee: rechargeFee(amount, 'ONLINE', { percent: new Dec('0.6'), minimum: new Dec('0.10') }),
  })),
  fc.record({ type: fc.constant('ORDER_CHARGE' as const), amount: cents }),
  fc.record({ type: fc.constant('REFUND' as const), amount: cents }),
  fc.record({
    type: fc.constant('WEIGHT_ADJUSTMENT' as const),
    direction: fc.constantFrom('CHARGE' as const, 'REFUND' as const),
    amount: cents,
  }),
  fc.record({
    type: fc.constant('DEPOSIT' as const),
    direction: fc.constantFrom('IN' as const, 'OUT' as const),
    amount: cents,
  }),
  fc.record({
    type: fc.constant('MANUAL_ADJUSTMENT' as const),
    direction: fc.constantFrom('CREDIT' as const, 'DEBIT' as const),
    amount: cents,
  }),
);
const step = fc.record({ customer: fc.integer({ min: 1, max: 3 }), movement });
const limits = fc.tuple(...[1, 2, 3].map(() => fc.integer({ min: 0, max: 50_000 }).map((n) => new Dec(n).div(100))));

/** A ledger in memory, posted with the ledger's own rules: balance rows, and every line by account. */
function memoryLedger(creditLimits: Dec[]) {
  const rows = new Map<string, BalanceRow>();
  const lines = new Map<string, Dec[]>();
  const keyOf = (customer: number, kind: AccountKind) =>
    isCustomerKind(kind) ? `${customer}:${kind}` : `platform:${kind}:${platformShardOf(customer)}`;
  const accountOf = (key: string) => (key.startsWith('platform:') ? key.split(':').slice(0, 2).join(':') : key);
  const rowOf = (customer: number, kind: AccountKind): BalanceRow => {
    const key = keyOf(customer, kind);
    let row = rows.get(key);
    if (!row) {
      const creditLimit = kind === 'AVAILABLE' ? creditLimits[customer - 1]! : kind === 'DEPOSIT' ? ZERO : null;
      row = { ledgerAccountId: rows.size + 1, shard: 0, kind, balance: ZERO, creditLimit };
      rows.set(key, row);
    }
    return row;
  };
  return {
    rows,
    lines,
    /** Posts the movement, or refuses it; answers the entry's lines, or null when refused. */
    post(customer: number, m: Movement): Line[] | null {
      const entry = postableLines(m);
      const touched = entry.map((l) => rowOf(customer, l.kind));
      const plan = planPostings(touched, entry);
      if (!plan.ok) return null;
      for (const [i, posting] of plan.postings.entries()) {
        const key = keyOf(customer, entry[i]!.kind);
        rows.set(key, { ...touched[i]!, balance: posting.after });
        lines.set(accountOf(key), [...(lines.get(accountOf(key)) ?? []), posting.amount]);
      }
      return entry;
    },
    /** Per account, its balance summed over shards. */
    balances() {
      const out = new Map<string, Dec>();
      for (const [key, row] of rows) out.set(accountOf(key), (out.get(accountOf(key)) ?? ZERO).plus(row.balance));
      return out;
    },
  };
}

describe('ledger properties over random sequences of movements', () => {
  it('every entry sums to zero, every balance is the sum of its lines, no floor is ever crossed', () => {
    fc.assert(
      fc.property(limits, fc.array(step, { minLength: 1, maxLength: 80 }), (creditLimits, steps) => {
        const ledger = memoryLedger(creditLimits);
        for (const { customer, movement: m } of steps) {
          const before = ledger.rows.get(`${customer}:AVAILABLE`)?.balance ?? ZERO;
          const entry = ledger.post(customer, m);
          if (entry) {
            expect(entryProblem(entry)).toBeNull();
            const after = ledger.rows.get(`${customer}:AVAILABLE`)?.balance ?? ZERO;
            expect(after.minus(before).eq(availableEffect(entry))).toBe(true);
          }
        }
        for (const [account, balance] of ledger.balances()) {
          const sum = (ledger.lines.get(account) ?? []).reduce((s, x) => s.plus(x), ZERO);
          expect(sum.eq(balance), account).toBe(true);
        }
        for (const row of ledger.rows.values())
          if (row.creditLimit) expect(row.balance.gte(row.creditLimit.neg())).toBe(true);
        // Money is neither made nor lost: all balances together are zero.
        const all = [...ledger.balances().values()].reduce((s, x) => s.plus(x), ZERO);
        expect(all.isZero()).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses exactly the debits the floor cannot take', () => {
    fc.assert(
      fc.property(limits, fc.array(step, { minLength: 1, maxLength: 60 }), (creditLimits, steps) => {
        const ledger = memoryLedger(creditLimits);
        for (const { customer, movement: m } of steps) {
          const entry = postableLines(m);
          const rowsBefore = entry.map((l) => ({ line: l, row: ledger.rows.get(`${customer}:${l.kind}`) }));
          const posted = ledger.post(customer, m);
          const breach = rowsBefore.some(({ line, row }) => {
            if (!isCustomerKind(line.kind)) return false;
            const balance = row?.balance ?? ZERO;
            const limit = row?.creditLimit ?? (line.kind === 'AVAILABLE' ? creditLimits[customer - 1]! : ZERO);
            return balance.plus(line.amount).lt(limit.neg());
          });
          expect(posted === null).toBe(breach);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('uses only the platform accounts it knows', () => {
    fc.assert(
      fc.property(movement, (m) => {
        for (const l of postableLines(m))
          expect(isCustomerKind(l.kind) || (PLATFORM_ACCOUNT_KINDS as readonly string[]).includes(l.kind)).toBe(true);
      }),
    );
  });
});
