import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WALLET_CURRENCY, type JournalType, type WalletAccountKind } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import {
  creditLimitChanges,
  journalEntries as e,
  journalLines as l,
  ledgerAccountOwners,
  ledgerAccounts as a,
  ledgerBalances as b,
} from './wallet.tables';

/** A customer main account: a USER without a parent. */
const isCustomerMain = (id: number) => and(eq(users.id, id), eq(users.privilegeType, 'USER'), isNull(users.parentId));

export async function customerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(isCustomerMain(id));
  return row !== undefined;
}

/** A customer's balance rows (none before its first movement). */
export async function balancesOf(db: Db, customerId: number) {
  return db
    .select({ kind: a.kind, balance: b.balance, creditLimit: b.creditLimit })
    .from(a)
    .innerJoin(b, and(eq(b.ledgerAccountId, a.id), eq(b.shard, 0)))
    .where(and(eq(a.accountId, customerId), eq(a.currency, WALLET_CURRENCY)));
}

export interface FlowFilter {
  type?: JournalType;
  accountKind?: WalletAccountKind;
  from?: Date;
  to?: Date;
  orderNo?: string;
  customerId?: number;
  customer?: string;
}

const operator = alias(users, 'operator');

const flowColumns = {
  id: e.id,
  lineNo: l.lineNo,
  type: e.type,
  accountKind: a.kind,
  customerId: a.accountId,
  customerName: users.username,
  currency: a.currency,
  amount: l.amount,
  balanceAfter: l.balanceAfter,
  orderId: e.orderId,
  orderNo: e.orderNo,
  remark: e.remark,
  operatorName: operator.username,
  createdAt: e.createdAt,
};

/** Lines on customer accounts (the platform's own accounts are never listed), within the scope and filters. */
function flowWhere(scope: DataScope, f: FlowFilter): SQL | undefined {
  return and(
    scopeWhere(scope, ledgerAccountOwners),
    sql`${a.accountId} is not null`,
    f.type ? eq(e.type, f.type) : undefined,
    f.accountKind ? eq(a.kind, f.accountKind) : undefined,
    f.from ? gte(e.createdAt, f.from) : undefined,
    f.to ? lte(e.createdAt, f.to) : undefined,
    f.orderNo ? ilike(e.orderNo, containsPattern(f.orderNo)) : undefined,
    f.customerId ? eq(a.accountId, f.customerId) : undefined,
    f.customer
      ? or(ilike(users.username, containsPattern(f.customer)), ilike(users.nickName, containsPattern(f.customer)))
      : undefined,
  );
}

export interface FlowRow {
  id: number;
  lineNo: number;
  type: JournalType;
  accountKind: string;
  customerId: number | null;
  customerName: string;
  currency: string;
  amount: string;
  balanceAfter: string | null;
  orderId: number | null;
  orderNo: string | null;
  remark: string;
  operatorName: string | null;
  createdAt: Date;
}

/** A page of the history, newest first, and how many lines match. */
export async function findFlows(db: Db, scope: DataScope, f: FlowFilter, offset: number, limit: number) {
  const where = flowWhere(scope, f);
  const rows = await db
    .select({ ...flowColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(l)
    .innerJoin(e, eq(e.id, l.entryId))
    .innerJoin(a, eq(a.id, l.ledgerAccountId))
    .innerJoin(users, eq(users.id, a.accountId))
    .leftJoin(operator, eq(operator.id, e.actorUserId))
    .where(where)
    .orderBy(desc(e.id), asc(l.lineNo))
    .offset(offset)
    .limit(limit);
  return pageOf(rows, offset, () => countFlows(db, scope, f));
}

export async function countFlows(db: Db, scope: DataScope, f: FlowFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(l)
    .innerJoin(e, eq(e.id, l.entryId))
    .innerJoin(a, eq(a.id, l.ledgerAccountId))
    .innerJoin(users, eq(users.id, a.accountId))
    .where(flowWhere(scope, f));
  return row?.n ?? 0;
}

/** Every matching line for an export, newest first, in batches (keyset on entry and line). */
export async function* eachFlow(db: Db, scope: DataScope, f: FlowFilter, batch = 1000) {
  const where = flowWhere(scope, f);
  let after: { id: number; lineNo: number } | null = null;
  for (;;) {
    const before: SQL | undefined = after
      ? or(lt(e.id, after.id), and(eq(e.id, after.id), lt(l.lineNo, after.lineNo)))
      : undefined;
    const rows: FlowRow[] = await db
      .select(flowColumns)
      .from(l)
      .innerJoin(e, eq(e.id, l.entryId))
      .innerJoin(a, eq(a.id, l.ledgerAccountId))
      .innerJoin(users, eq(users.id, a.accountId))
      .leftJoin(operator, eq(operator.id, e.actorUserId))
      .where(and(where, before))
      .orderBy(desc(e.id), desc(l.lineNo))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { id: last.id, lineNo: last.lineNo };
  }
}

const available = alias(a, 'available_account');
const availableBalance = alias(b, 'available_balance');
const deposit = alias(a, 'deposit_account');
const depositBalance = alias(b, 'deposit_balance');

/** Platform: every customer main account with its balances (null before its first movement), newest first. */
export async function findWallets(db: Db, keyword: string | undefined, offset: number, limit: number) {
  const where = and(
    eq(users.privilegeType, 'USER'),
    isNull(users.parentId),
    keyword
      ? or(ilike(users.username, containsPattern(keyword)), ilike(users.nickName, containsPattern(keyword)))
      : undefined,
  );
  const rows = await db
    .select({
      customerId: users.id,
      username: users.username,
      nickName: users.nickName,
      available: availableBalance.balance,
      creditLimit: availableBalance.creditLimit,
      deposit: depositBalance.balance,
      availableUpdatedAt: availableBalance.updatedAt,
      depositUpdatedAt: depositBalance.updatedAt,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(users)
    .leftJoin(
      available,
      and(eq(available.accountId, users.id), eq(available.kind, 'AVAILABLE'), eq(available.currency, WALLET_CURRENCY)),
    )
    .leftJoin(availableBalance, and(eq(availableBalance.ledgerAccountId, available.id), eq(availableBalance.shard, 0)))
    .leftJoin(
      deposit,
      and(eq(deposit.accountId, users.id), eq(deposit.kind, 'DEPOSIT'), eq(deposit.currency, WALLET_CURRENCY)),
    )
    .leftJoin(depositBalance, and(eq(depositBalance.ledgerAccountId, deposit.id), eq(depositBalance.shard, 0)))
    .where(where)
    .orderBy(desc(users.id))
    .offset(offset)
    .limit(limit);
  return pageOf(rows, offset, async () => {
    const [row] = await db.select({ n: count() }).from(users).where(where);
    return row?.n ?? 0;
  });
}

/** The available balance row of a customer, locked for a change of its credit limit. */
export async function lockAvailable(db: Db, customerId: number) {
  const [row] = await db
    .select({ ledgerAccountId: b.ledgerAccountId, balance: b.balance, creditLimit: b.creditLimit })
    .from(b)
    .innerJoin(a, eq(a.id, b.ledgerAccountId))
    .where(and(eq(a.accountId, customerId), eq(a.kind, 'AVAILABLE'), eq(a.currency, WALLET_CURRENCY), eq(b.shard, 0)))
    .for('update', { of: b });
  return row;
}

export async function setCreditLimit(db: Db, ledgerAccountId: number, creditLimit: string): Promise<void> {
  await db
    .update(b)
    .set({ creditLimit, updatedAt: new Date() })
    .where(and(eq(b.ledgerAccountId, ledgerAccountId), eq(b.shard, 0)));
}

export async function insertCreditLimitChange(db: Db, change: typeof creditLimitChanges.$inferInsert) {
  await db.insert(creditLimitChanges).values(change);
}
