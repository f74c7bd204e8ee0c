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
