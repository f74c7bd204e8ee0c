import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import type { Db } from '../../platform/db/client';
import { Dec } from './ledger';
import { createPoster } from './posting';
import { createLedgerApi } from './wallet.service';
import { rowsOf } from '../../platform/db/rows';

/** The ledger of a test app's database, as other modules reach it (WalletService) and its poster. */
export function ledgerOf(t: TestApp) {
  const data = dataAccessOf(t.database);
  const poster = createPoster(data);
  return { data, poster, api: createLedgerApi({ data, poster }) };
}

/**
 * A test file's app and its ledger: made before the file's tests and closed after them. Read its fields inside tests
 * (they are set by then).
 */
export function ledgerApp(): { t: TestApp; ledger: ReturnType<typeof ledgerOf> } {
  const app = {} as { t: TestApp; ledger: ReturnType<typeof ledgerOf> };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.ledger = ledgerOf(app.t);
  });
  afterAll(() => app.t?.close());
  return app;
}

/** Credits a customer by an offline recharge entry (the tests' way to fund a wallet). */
export const fund = (poster: ReturnType<typeof createPoster>, customerId: number, amount: string, key?: string) =>
  poster.post({
    customerId,
    key: key ?? `test:fund:${customerId}:${Math.random()}`,
    movement: { type: 'RECHARGE', channel: 'OFFLINE', amount: new Dec(amount) },
  });

/**
 * What must hold of the whole ledger at any commit: per ledger account, the sum of its lines equals its balance
 * (summed over shards); every entry's lines sum to zero; no customer balance below its floor. Answers the
 * differences found (none: empty arrays).
 */
export async function ledgerDrift(db: Db) {
  const accounts = await rowsOf<{ id: number; lines: string; balance: string }>(
    db,
    sql`
      select a.id, coalesce(l.total, 0)::text as lines, coalesce(b.total, 0)::text as balance
      from ledger_accounts a
      left join (select ledger_account_id, sum(amount) as total from journal_lines group by 1) l on l.ledger_account_id = a.id
      left join (select ledger_account_id, sum(balance) as total from ledger_balances group by 1) b on b.ledger_account_id = a.id
      where coalesce(l.total, 0) <> coalesce(b.total, 0)`,
  );
  const entries = await rowsOf<{ id: number; total: string }>(
    db,
    sql`
      select e.id, coalesce(sum(l.amount), 0)::text as total
      from journal_entries e left join journal_lines l on l.entry_id = e.id
      group by e.id having coalesce(sum(l.amount), 0) <> 0 or count(l.*) < 2`,
  );
  const belowFloor = await rowsOf<{ id: number }>(
    db,
    sql`select ledger_account_id as id from ledger_balances where credit_limit is not null and balance < -credit_limit`,
  );
  return { accounts, entries, belowFloor };
}

/** The sum of a customer's lines on one of its accounts, and the balance row's value. */
export async function customerLedger(db: Db, customerId: number, kind: 'AVAILABLE' | 'DEPOSIT' = 'AVAILABLE') {
  const [row] = await rowsOf<{ lines: string; balance: string; entries: number }>(
    db,
    sql`
      select coalesce((select sum(l.amount) from journal_lines l where l.ledger_account_id = a.id), 0)::text as lines,
             b.balance::text as balance,
             (select count(*)::int from journal_lines l where l.ledger_account_id = a.id) as entries
      from ledger_accounts a join ledger_balances b on b.ledger_account_id = a.id and b.shard = 0
      where a.account_id = ${customerId} and a.kind = ${kind}`,
  );
  return row ? { lines: new Dec(row.lines).toFixed(2), balance: row.balance, entries: row.entries } : null;
}
