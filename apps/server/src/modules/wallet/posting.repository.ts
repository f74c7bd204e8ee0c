import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { WALLET_CURRENCY } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { anyOf } from '../../platform/db/any-of';
import {
  CUSTOMER_ACCOUNT_KINDS,
  isCustomerKind,
  PLATFORM_ACCOUNT_KINDS,
  PLATFORM_SHARDS,
  type AccountKind,
} from './ledger';
import { journalEntries, ledgerAccounts, ledgerBalances } from './wallet.tables';
import { rowsOf } from '../../platform/db/rows';
import { rowsDocument } from '../../platform/db/insert-rows';
import { jsonDocument } from '../../platform/db/json-document';

const a = ledgerAccounts;
const b = ledgerBalances;

/**
 * Locks the balance rows postings touch, in one fixed order (account id, then shard) so that two postings never wait
 * on each other crosswise: the customers' own rows, and the platform accounts' rows on the customers' shards. Each
 * row says whose it is (`accountId`, null for the platform's).
 */
export async function lockBalances(
  db: Db,
  customerIds: readonly number[],
  shards: readonly number[],
  kinds: readonly AccountKind[],
) {
  const customerKinds = kinds.filter(isCustomerKind);
  const platformKinds = kinds.filter((k) => !isCustomerKind(k));
  // One customer (a placement) keeps its plain statement; several (a group of placements) take their ids as one list.
  const among = <C extends typeof a.accountId | typeof b.shard>(column: C, values: readonly number[]) =>
    values.length === 1 ? eq(column, values[0]!) : anyOf(column, values, 'bigint');
  return db
    .select({
      ledgerAccountId: b.ledgerAccountId,
      shard: b.shard,
      kind: a.kind,
      accountId: a.accountId,
      balance: b.balance,
      creditLimit: b.creditLimit,
    })
    .from(b)
    .innerJoin(a, eq(a.id, b.ledgerAccountId))
    .where(
      and(
        eq(a.currency, WALLET_CURRENCY),
        or(
          customerKinds.length
            ? and(among(a.accountId, customerIds), inArray(a.kind, customerKinds), eq(b.shard, 0))
            : undefined,
          platformKinds.length
            ? and(isNull(a.accountId), inArray(a.kind, platformKinds), among(b.shard, shards))
            : undefined,
        ),
      ),
    )
    .orderBy(asc(b.ledgerAccountId), asc(b.shard))
    .for('update', { of: b });
}

/**
 * A customer main account's ledger accounts and their balance rows (credit limit 0), made at its first use. Makes
 * nothing for an id that is not a customer main account, or whose accounts exist (a concurrent first use waits for
 * the other's commit, then does nothing).
 */
export async function createCustomerAccounts(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`
    with made as (
      insert into ledger_accounts (account_id, kind, currency)
      select u.id, k.kind, ${WALLET_CURRENCY}
      from users u cross join (values ${sql.join(
        CUSTOMER_ACCOUNT_KINDS.map((kind) => sql`(${kind})`),
        sql`, `,
      )}) as k(kind)
      where u.id = ${customerId} and u.privilege_type = 'USER' and u.parent_id is null
      on conflict do nothing
      returning id
    )
    insert into ledger_balances (ledger_account_id, shard, balance, credit_limit)
    select id, 0, 0, 0 from made`);
}

/** The platform's accounts and every shard of their balances; idempotent (the module's seed, at each start). */
export async function ensurePlatformAccounts(db: Db): Promise<void> {
  await db
    .insert(a)
    .values(PLATFORM_ACCOUNT_KINDS.map((kind) => ({ kind, accountId: null, currency: WALLET_CURRENCY })))
    .onConflictDoNothing();
  await db.execute(sql`
    insert into ledger_balances (ledger_account_id, shard, balance, credit_limit)
    select a.id, s.shard, 0, null
    from ledger_accounts a cross join generate_series(0, ${PLATFORM_SHARDS - 1}) as s(shard)
    where a.account_id is null
    on conflict do nothing`);
}

export interface EntryHead {
  id: number;
  type: string;
  accountId: number | null;
  amount: string;
}

const entryHead = {
  id: journalEntries.id,
  type: journalEntries.type,
  accountId: journalEntries.accountId,
  amount: journalEntries.amount,
};

export async function findEntryByKey(db: Db, key: string): Promise<EntryHead | undefined> {
  const [row] = await db.select(entryHead).from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  return row;
}

/** A line of `writeEntry`: its balance row, amount, and the balance it leaves a customer row at (null: platform). */
export interface EntryLineWrite {
  ledgerAccountId: number;
  shard: number;
  amount: string;
  balanceAfter: string | null;
}

/**
 * One posting in one statement: claims the key with the entry, adds each line's amount to its (locked) balance row
 * (the check constraint judging the result) and writes the lines numbered in order. Null when the key was taken:
 * nothing is written then. Answers the balances after, by row, for the caller to hold against its plan.
 */
export async function writeEntry(
  db: Db,
  entry: typeof journalEntries.$inferInsert,
  lines: readonly EntryLineWrite[],
): Promise<{ entryId: number; balances: { ledgerAccountId: number; shard: number; balance: string }[] } | null> {
  const written = await writeEntries(
    db,
    [entry],
    lines,
    lines.map((l, i) => ({ ...l, key: entry.idempotencyKey, lineNo: i + 1 })),
  );
  const [head] = written.entries;
  return head ? { entryId: Number(head.id), balances: written.balances } : null;
}

/**
 * Several postings in one statement: claims every key with its entry, adds the moves to their (locked) balance rows
 * (the check constraint judging the results) and writes each entry's lines. When a key was taken, no balance moves
 * and the answer lists fewer entries: the caller rolls back. Answers the entries' ids by key and the balances after.
 */
export async function writeEntries(
  db: Db,
  entries: readonly (typeof journalEntries.$inferInsert)[],
  moves: readonly { ledgerAccountId: number; shard: number; amount: string }[],
  lines: readonly (EntryLineWrite & { key: string; lineNo: number })[],
): Promise<{
  entries: { id: number; key: string }[];
  balances: { ledgerAccountId: number; shard: number; balance: string }[];
}> {
  // The rows go as JSON documents, one parameter each: a chunk's postings as value lists took thousands of
  // parameters for the server to build and write one by one (the statement's own time in the database is the same).
  const heads = rowsDocument(
    journalEntries,
    entries.map((e) => ({
      type: e.type,
      idempotencyKey: e.idempotencyKey,
      accountId: e.accountId ?? null,
      amount: e.amount,
      orderId: e.orderId ?? null,
      orderNo: e.orderNo ?? null,
      remark: e.remark ?? '',
      actorUserId: e.actorUserId ?? null,
    })),
  );
  const moved = JSON.stringify(moves.map((m) => ({ id: m.ledgerAccountId, shard: m.shard, amount: m.amount })));
  const written = JSON.stringify(
    lines.map((l) => ({
      key: l.key,
      line_no: l.lineNo,
      account: l.ledgerAccountId,
      amount: l.amount,
      after: l.balanceAfter,
    })),
  );
  const [row] = await rowsOf<{
    entries: { id: number; key: string }[];
    balances: { ledgerAccountId: number; shard: number; balance: string }[];
  }>(
    db,
    sql`
      with e as (
        insert into journal_entries (${heads.list})
        select ${heads.list} from json_populate_recordset(null::journal_entries, ${heads.doc}) with ordinality
        order by ordinality
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key
      ), moved as (
        update ledger_balances b
        set balance = b.balance + v.amount, updated_at = now()
        from json_to_recordset(${jsonDocument(moved)}) as v(id integer, shard smallint, amount numeric)
        where b.ledger_account_id = v.id and b.shard = v.shard and (select count(*) from e) = ${entries.length}
        returning b.ledger_account_id as "ledgerAccountId", b.shard as "shard", b.balance::text as "balance"
      ), lined as (
        insert into journal_lines (entry_id, line_no, ledger_account_id, amount, balance_after)
        select e.id, l.line_no, l.account, l.amount, l.after
        from json_to_recordset(${jsonDocument(written)}) as l(key text, line_no integer, account integer, amount numeric, after numeric)
        join e on e.idempotency_key = l.key
      )
      select coalesce((select json_agg(json_build_object('id', id, 'key', idempotency_key)) from e), '[]'::json) as "entries",
        coalesce((select json_agg(moved) from moved), '[]'::json) as "balances"`,
  );
  return row!;
}

/** The entries already holding any of these keys. */
export async function findEntriesByKeys(db: Db, keys: readonly string[]): Promise<EntryHead[]> {
  if (keys.length === 0) return [];
  return db
    .select(entryHead)
    .from(journalEntries)
    .where(anyOf(journalEntries.idempotencyKey, keys, 'text'));
}
