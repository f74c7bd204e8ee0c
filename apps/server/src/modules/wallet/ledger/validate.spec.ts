import { describe, expect, it } from 'vitest';
import { Dec } from './money';
import type { Line, Movement } from './movements';
import { entryProblem, LedgerError, movementProblem, postableLines } from './validate';

const d = (x: string) => new Dec(x);
const line = (kind: Line['kind'], amount: string): Line => ({ kind, amount: d(amount) });

describe('movement checks', () => {
  it('wants a positive amount in whole cents, and a fee of 0 or more in whole cents', () => {
    expect(movementProblem({ type: 'ORDER_CHARGE', amount: d('0.01') })).toBeNull();
    expect(movementProblem({ type: 'ORDER_CHARGE', amount: d('0') })).toBe('AMOUNT_NOT_POSITIVE');
    expect(movementProblem({ type: 'ORDER_CHARGE', amount: d('-1') })).toBe('AMOUNT_NOT_POSITIVE');
    expect(movementProblem({ type: 'ORDER_CHARGE', amount: d('1.001') })).toBe('NOT_CENTS');
    const online = (fee: string): Movement => ({ type: 'RECHARGE', channel: 'ONLINE', amount: d('10'), fee: d(fee) });
    expect(movementProblem(online('0'))).toBeNull();
    expect(movementProblem(online('0.01'))).toBeNull();
    expect(movementProblem(online('-0.01'))).toBe('FEE_NEGATIVE');
    expect(movementProblem(online('0.001'))).toBe('NOT_CENTS');
  });
});

describe('entry checks', () => {
  it('passes a balanced entry of two or more accounts', () => {
    expect(entryProblem([line('AVAILABLE', '-1'), line('REVENUE', '1')])).toBeNull();
    expect(
      entryProblem([line('AVAILABLE', '10'), line('REVENUE', '0.5'), line('PAYMENT_CLEARING', '-10.5')]),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(entryProblem([])).toBe('FEW_LINES');
    expect(entryProblem([line('AVAILABLE', '0')])).toBe('FEW_LINES');
    expect(entryProblem([line('AVAILABLE', '0'), line('REVENUE', '0')])).toBe('ZERO_LINE');
    expect(entryProblem([line('AVAILABLE', '1'), line('REVENUE', '0'), line('CASH', '-1')])).toBe('ZERO_LINE');
    expect(entryProblem([line('AVAILABLE', '0.001'), line('REVENUE', '-0.001')])).toBe('NOT_CENTS');
    // One line off the cent is enough.
    expect(entryProblem([line('AVAILABLE', '1.00'), line('REVENUE', '-1.001')])).toBe('NOT_CENTS');
    expect(entryProblem([line('AVAILABLE', '1'), line('AVAILABLE', '-1')])).toBe('ACCOUNT_TWICE');
    expect(entryProblem([line('AVAILABLE', '1'), line('REVENUE', '-0.99')])).toBe('NOT_BALANCED');
    expect(entryProblem([line('AVAILABLE', '1'), line('REVENUE', '1')])).toBe('NOT_BALANCED');
  });
});

describe('postable lines', () => {
  it('answers the checked lines of a good movement', () => {
    const lines = postableLines({ type: 'REFUND', amount: d('2.5') });
    expect(lines.map((l) => [l.kind, l.amount.toFixed(2)])).toEqual([
      ['AVAILABLE', '2.50'],
      ['REVENUE', '-2.50'],
    ]);
  });

  it('throws a LedgerError naming the problem of a bad one', () => {
    expect(() => postableLines({ type: 'REFUND', amount: d('0') })).toThrow(LedgerError);
    expect(() => postableLines({ type: 'REFUND', amount: d('1.005') })).toThrow('ledger: NOT_CENTS');
    const problemOf = (m: Movement) => {
      try {
        postableLines(m);
      } catch (e) {
        return e instanceof LedgerError ? [e.name, e.problem] : e;
      }
      return 'posted';
    };
    // The movement's own checks come first: a negative amount still makes a balanced entry, and so does a negative fee.
    expect(problemOf({ type: 'ORDER_CHARGE', amount: d('-5') })).toEqual(['LedgerError', 'AMOUNT_NOT_POSITIVE']);
    expect(problemOf({ type: 'REFUND', amount: d('0') })).toEqual(['LedgerError', 'AMOUNT_NOT_POSITIVE']);
    expect(problemOf({ type: 'RECHARGE', channel: 'ONLINE', amount: d('10'), fee: d('-0.01') })).toEqual([
      'LedgerError',
      'FEE_NEGATIVE',
    ]);
  });
});
