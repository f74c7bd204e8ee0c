import { describe, expect, it } from 'vitest';
import { belowFloor, missingKinds, planPostings, type BalanceRow } from './balances';
import { Dec } from './money';
import { linesOf } from './movements';

const d = (x: string) => new Dec(x);
const row = (kind: BalanceRow['kind'], balance: string, creditLimit: string | null, id = 1, shard = 0): BalanceRow => ({
  ledgerAccountId: id,
  shard,
  kind,
  balance: d(balance),
  creditLimit: creditLimit === null ? null : d(creditLimit),
});

describe('floors', () => {
  it('a balance may go down to minus its credit limit, not past it; no limit means no floor', () => {
    expect(belowFloor(d('0'), d('0'))).toBe(false);
    expect(belowFloor(d('-0.01'), d('0'))).toBe(true);
    expect(belowFloor(d('-50'), d('50'))).toBe(false);
    expect(belowFloor(d('-50.01'), d('50'))).toBe(true);
    expect(belowFloor(d('-1000000'), null)).toBe(false);
  });
});

describe('planning postings', () => {
  const rows = [row('AVAILABLE', '10.00', '0', 5), row('REVENUE', '-3.00', null, 2, 5)];

  it('puts each line on its row with the balance after it', () => {
    const plan = planPostings(rows, linesOf({ type: 'ORDER_CHARGE', amount: d('4') }));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(
      plan.postings.map((p) => [p.ledgerAccountId, p.shard, p.kind, p.amount.toFixed(2), p.after.toFixed(2)]),
    ).toEqual([
      [5, 0, 'AVAILABLE', '-4.00', '6.00'],
      [2, 5, 'REVENUE', '4.00', '1.00'],
    ]);
  });

  it('allows a charge of exactly the balance plus the credit limit', () => {
    expect(planPostings(rows, linesOf({ type: 'ORDER_CHARGE', amount: d('10') })).ok).toBe(true);
    const credit = [row('AVAILABLE', '10.00', '5.50', 5), rows[1]!];
    expect(planPostings(credit, linesOf({ type: 'ORDER_CHARGE', amount: d('15.50') })).ok).toBe(true);
    expect(planPostings(credit, linesOf({ type: 'ORDER_CHARGE', amount: d('15.51') }))).toMatchObject({
      ok: false,
      kind: 'AVAILABLE',
    });
  });

  it('refuses a charge past the floor, naming the account, its balance and limit', () => {
    const plan = planPostings(rows, linesOf({ type: 'ORDER_CHARGE', amount: d('10.01') }));
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect([plan.kind, plan.balance.toFixed(2), plan.creditLimit.toFixed(2)]).toEqual(['AVAILABLE', '10.00', '0.00']);
  });

  it('never refuses a line on an account without a floor', () => {
    const plan = planPostings(rows, linesOf({ type: 'REFUND', amount: d('1000') }));
    expect(plan.ok).toBe(true);
  });

  it('throws when a line has no row (a defect: rows are locked for every line)', () => {
    expect(() => planPostings([rows[0]!], linesOf({ type: 'ORDER_CHARGE', amount: d('1') }))).toThrow(
      'no balance row for REVENUE',
    );
  });

  it('tells which kinds have no row', () => {
    const lines = linesOf({ type: 'DEPOSIT', direction: 'IN', amount: d('1') });
    expect(missingKinds(rows, lines)).toEqual(['DEPOSIT']);
    expect(missingKinds([], lines)).toEqual(['AVAILABLE', 'DEPOSIT']);
    expect(missingKinds([...rows, row('DEPOSIT', '0', '0', 6)], lines)).toEqual([]);
  });
});
