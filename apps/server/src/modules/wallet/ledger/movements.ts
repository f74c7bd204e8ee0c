import type { AccountKind } from './accounts';
import { ZERO, type Dec } from './money';

/**
 * A movement of money as the ledger takes it: the kind, its direction where it has two, and positive amounts.
 * Each becomes one journal entry (`linesOf`).
 */
export type Movement =
  /** Online: the provider collected amount + fee for us; the wallet gets the amount, the fee is revenue. */
  | { type: 'RECHARGE'; channel: 'ONLINE'; amount: Dec; fee: Dec }
  /** Offline: a bank transfer reached our account. */
  | { type: 'RECHARGE'; channel: 'OFFLINE'; amount: Dec }
  | { type: 'ORDER_CHARGE'; amount: Dec }
  /** A re-weighed order: the difference charged, or refunded. */
  | { type: 'WEIGHT_ADJUSTMENT'; direction: 'CHARGE' | 'REFUND'; amount: Dec }
  | { type: 'REFUND'; amount: Dec }
  /** IN: available money set aside as a deposit; OUT: a deposit returned to the available balance. */
  | { type: 'DEPOSIT'; direction: 'IN' | 'OUT'; amount: Dec }
  /** The platform adds to (CREDIT) or takes from (DEBIT) a customer's available balance, against its cash. */
  | { type: 'MANUAL_ADJUSTMENT'; direction: 'CREDIT' | 'DEBIT'; amount: Dec };

/** One line of an entry: a signed amount (positive credits, negative debits) on one of the ledger's accounts. */
export interface Line {
  kind: AccountKind;
  amount: Dec;
}

/** A customer account gets `amount` (signed) and the counter account the opposite: the customer's line first. */
const pair = (customer: AccountKind, amount: Dec, counter: AccountKind): Line[] => [
  { kind: customer, amount },
  { kind: counter, amount: amount.neg() },
];

/** The lines of a movement's entry, customer accounts first. They always sum to zero. */
export function linesOf(m: Movement): Line[] {
  switch (m.type) {
    case 'RECHARGE':
      if (m.channel === 'OFFLINE') return pair('AVAILABLE', m.amount, 'CASH');
      return [
        { kind: 'AVAILABLE', amount: m.amount },
        ...(m.fee.isZero() ? [] : [{ kind: 'REVENUE' as const, amount: m.fee }]),
        { kind: 'PAYMENT_CLEARING', amount: m.amount.plus(m.fee).neg() },
      ];
    case 'ORDER_CHARGE':
      return pair('AVAILABLE', m.amount.neg(), 'REVENUE');
    case 'WEIGHT_ADJUSTMENT':
      return pair('AVAILABLE', m.direction === 'CHARGE' ? m.amount.neg() : m.amount, 'REVENUE');
    case 'REFUND':
      return pair('AVAILABLE', m.amount, 'REVENUE');
    case 'DEPOSIT':
      return m.direction === 'IN'
        ? pair('AVAILABLE', m.amount.neg(), 'DEPOSIT')
        : pair('AVAILABLE', m.amount, 'DEPOSIT');
    case 'MANUAL_ADJUSTMENT':
      return pair('AVAILABLE', m.direction === 'CREDIT' ? m.amount : m.amount.neg(), 'CASH');
    default: {
      const never: never = m;
      throw new Error(`unknown movement ${JSON.stringify(never)}`);
    }
  }
}

/** What an entry does to the customer's available balance (signed): the entry's `amount`, compared on replays. */
export function availableEffect(lines: readonly Line[]): Dec {
  return lines.filter((l) => l.kind === 'AVAILABLE').reduce((sum, l) => sum.plus(l.amount), ZERO);
}
