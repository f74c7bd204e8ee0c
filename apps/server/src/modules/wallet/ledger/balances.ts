import type { AccountKind } from './accounts';
import type { Line } from './movements';
import type { Dec } from './money';

/** A locked balance row as the posting read it: which account and shard, its balance and its floor. */
export interface BalanceRow {
  ledgerAccountId: number;
  shard: number;
  kind: AccountKind;
  balance: Dec;
  /** How far below zero the balance may go; null: no floor (the platform's accounts). */
  creditLimit: Dec | null;
}

/** A line as it will be written: onto which balance row, and that row's balance after it. */
export interface Posting {
  ledgerAccountId: number;
  shard: number;
  kind: AccountKind;
  amount: Dec;
  after: Dec;
}

export type PostingPlan =
  | { ok: true; postings: Posting[] }
  /** The line would take this account below its floor. */
  | { ok: false; kind: AccountKind; balance: Dec; creditLimit: Dec };

/** True when a balance is below the floor its credit limit allows. */
export const belowFloor = (balance: Dec, creditLimit: Dec | null): boolean =>
  creditLimit !== null && balance.lt(creditLimit.neg());

/** The kinds of the lines that have no row among `rows`. */
export const missingKinds = (rows: readonly BalanceRow[], lines: readonly Line[]): AccountKind[] =>
  lines.map((l) => l.kind).filter((kind) => !rows.some((r) => r.kind === kind));

/**
 * Where each line goes and what it leaves, or the first line that would leave its row below its floor (rows are
 * never below it: the database holds that, so only a debit can be refused).
 */
export function planPostings(rows: readonly BalanceRow[], lines: readonly Line[]): PostingPlan {
  const postings: Posting[] = [];
  for (const line of lines) {
    const row = rows.find((r) => r.kind === line.kind);
    if (!row) throw new Error(`no balance row for ${line.kind}`);
    const after = row.balance.plus(line.amount);
    if (belowFloor(after, row.creditLimit))
      return { ok: false, kind: row.kind, balance: row.balance, creditLimit: row.creditLimit! };
    postings.push({
      ledgerAccountId: row.ledgerAccountId,
      shard: row.shard,
      kind: row.kind,
      amount: line.amount,
      after,
    });
  }
  return { ok: true, postings };
}

/** The rows as they stand after the postings (each posting's `after` is its row's new balance). */
export function balancesAfter(rows: readonly BalanceRow[], postings: readonly Posting[]): BalanceRow[] {
  return rows.map((r) => {
    let balance = r.balance;
    for (const p of postings) if (p.ledgerAccountId === r.ledgerAccountId && p.shard === r.shard) balance = p.after;
    return balance === r.balance ? r : { ...r, balance };
  });
}

/**
 * Entries planned one after another, each on the balances the ones before it left, up to the first one a floor
 * refuses: the postings of those that fit (a prefix, in order) and the balances after them.
 */
export function planSequence(
  rows: readonly BalanceRow[],
  entries: readonly (readonly Line[])[],
): { plans: Posting[][]; after: BalanceRow[] } {
  const plans: Posting[][] = [];
  let after = [...rows];
  for (const lines of entries) {
    const plan = planPostings(after, lines);
    if (!plan.ok) break;
    plans.push(plan.postings);
    after = balancesAfter(after, plan.postings);
  }
  return { plans, after };
}
