import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balancesAfter, belowFloor, missingKinds, planPostings, planSequence, type BalanceRow } from './balances';
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

describe('planning a sequence of entries (a batch of charges in one transaction)', () => {
  const start = () => [row('AVAILABLE', '10.00', '2.00', 5), row('REVENUE', '0.00', null, 2, 5)];
  const charge = (amount: string) => linesOf({ type: 'ORDER_CHARGE', amount: d(amount) });

  it('plans each entry on the balances the ones before it left, and stops at the first the floor refuses', () => {
    // 10.00 + 2.00 of credit: 5 + 6 fit (down to -1.00), 1.01 would go to -2.01, so 0.50 after it is not planned.
    const { plans, after } = planSequence(start(), [charge('5'), charge('6'), charge('1.01'), charge('0.50')]);
    expect(plans.map((p) => p.map((x) => x.after.toFixed(2)))).toEqual([
      ['5.00', '5.00'],
      ['-1.00', '11.00'],
    ]);
    expect(after.map((r) => r.balance.toFixed(2))).toEqual(['-1.00', '11.00']);
  });

  it('balancesAfter moves only the rows the postings touch, to the last posting’s balance', () => {
    const rows = [...start(), row('CASH', '7.00', null, 3, 5)];
    const plan = planPostings(rows, charge('4'));
    if (!plan.ok) throw new Error('planned');
    const after = balancesAfter(rows, plan.postings);
    expect(after.map((r) => r.balance.toFixed(2))).toEqual(['6.00', '4.00', '7.00']);
    expect(after[2]).toBe(rows[2]);
  });

  it('fits exactly the prefix that one-at-a-time postings would fit, and keeps every entry summing to zero', () => {
    const cents = fc.integer({ min: 1, max: 2_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), fc.integer({ min: 0, max: 300 }), (amounts, credit) => {
        const rows = [row('AVAILABLE', '50.00', (credit / 10).toFixed(2), 5), row('REVENUE', '0.00', null, 2, 5)];
        const { plans, after } = planSequence(rows, amounts.map(charge));
        let balance = d('50.00');
        let fit = 0;
        for (const a of amounts) {
          if (balance.minus(a).lt(d((credit / 10).toFixed(2)).neg())) break;
          balance = balance.minus(a);
          fit++;
        }
        expect(plans.length).toBe(fit);
        expect(after[0]!.balance.toFixed(2)).toBe(balance.toFixed(2));
        for (const p of plans) expect(p.reduce((s, x) => s.plus(x.amount), d('0')).isZero()).toBe(true);
        expect(after[0]!.balance.plus(after[1]!.balance).toFixed(2)).toBe('50.00');
      }),
    );
  });
});
