import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';
import { storedFiles } from '../media';

/*
 * The double-entry ledger (decision in docs/decisions.md). The migration (drizzle/0014_wallet.sql) is written by hand
 * and also holds what drizzle does not declare: the deferred trigger that refuses an entry whose lines do not sum
 * to zero, and the one that keeps entries and lines append-only.
 *
 * Money is numeric(18,2) and travels as strings (`mode: 'string'`), never as JavaScript numbers.
 */
const money = () => numeric({ precision: 18, scale: 2 });

/**
 * A ledger account: a customer main account's AVAILABLE balance and DEPOSIT (made at its first movement), or one of
 * the platform's REVENUE, SUPPLIER_PAYABLE, CASH and PAYMENT_CLEARING (made by the module's seed).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The customer main account; null for the platform's accounts. No cascade: money is never deleted with a user. */
    accountId: integer().references(() => users.id, { onDelete: 'restrict' }),
    kind: text({
      enum: ['AVAILABLE', 'DEPOSIT', 'REVENUE', 'SUPPLIER_PAYABLE', 'CASH', 'PAYMENT_CLEARING'],
    }).notNull(),
    currency: text().notNull().default('CNY'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_customer_uq')
      .on(t.accountId, t.kind, t.currency)
      .where(sql`${t.accountId} is not null`),
    uniqueIndex('ledger_accounts_platform_uq')
      .on(t.kind, t.currency)
      .where(sql`${t.accountId} is null`),
    check(
      'ledger_accounts_kind_ck',
      sql`${t.kind} in ('AVAILABLE','DEPOSIT','REVENUE','SUPPLIER_PAYABLE','CASH','PAYMENT_CLEARING')`,
    ),
    check('ledger_accounts_owner_ck', sql`(${t.kind} in ('AVAILABLE','DEPOSIT')) = (${t.accountId} is not null)`),
  ],
);

export const ledgerAccountOwners = ownedBy({ account: ledgerAccounts.accountId });

/**
 * The balance of a ledger account: the sum of its lines, kept by every posting in the same transaction. A customer
 * account has one row (shard 0) carrying its floor: `balance >= -credit_limit`, a check the database enforces
 * whatever the code does. A platform account takes a line of every customer's movements, so its balance is spread
 * over shards (a customer's movements always land on the shard of its id), lest every order of every customer wait
 * on one row lock; its balance is the sum of its shards, with no floor (credit_limit null).
 * No `id` column: the operation log records the journal entries, not every balance move.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    ledgerAccountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    shard: smallint().notNull().default(0),
    balance: money().notNull().default('0'),
    /** How far below zero the balance may go; null: no floor (platform accounts). */
    creditLimit: money(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ledgerAccountId, t.shard] }),
    check('ledger_balances_floor_ck', sql`${t.creditLimit} is null or ${t.balance} >= -${t.creditLimit}`),
    check('ledger_balances_credit_limit_ck', sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
    check('ledger_balances_shard_ck', sql`${t.shard} >= 0 and ${t.shard} < 64`),
  ],
);

/**
 * One movement of money: its lines sum to zero (the database checks it at commit). The idempotency key makes a
 * retried movement answer the first one (`order:123:charge`). `amount` is what the entry did to the customer's
 * available balance (signed), so a replay can be compared with the first call.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({
      enum: ['RECHARGE', 'ORDER_CHARGE', 'WEIGHT_ADJUSTMENT', 'REFUND', 'DEPOSIT', 'MANUAL_ADJUSTMENT'],
    }).notNull(),
    idempotencyKey: text().notNull(),
    /** The customer main account the entry is about (the operation log reads it as the owner). */
    accountId: integer().references(() => users.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    /** The order it charges or refunds; orders are another module's, so no foreign key here. */
    orderId: integer(),
    orderNo: text(),
    remark: text().notNull().default(''),
    /** Who made it (null: the system); kept as written even if that user goes. */
    actorUserId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_key_uq').on(t.idempotencyKey),
    index('journal_entries_account_idx').on(t.accountId, t.id),
    index('journal_entries_order_idx').on(t.orderId),
    index('journal_entries_created_idx').on(t.createdAt),
    check(
      'journal_entries_type_ck',
      sql`${t.type} in ('RECHARGE','ORDER_CHARGE','WEIGHT_ADJUSTMENT','REFUND','DEPOSIT','MANUAL_ADJUSTMENT')`,
    ),
    check('journal_entries_key_ck', sql`length(${t.idempotencyKey}) between 1 and 200`),
  ],
);

export const journalEntryOwners = ownedBy({ account: journalEntries.accountId });

/**
 * The lines of an entry: signed amounts (positive credits the account, negative debits it) on ledger accounts.
 * `balance_after` is the customer account's balance right after the line (the history shows it); null on the
 * platform's sharded accounts.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    entryId: integer()
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    lineNo: smallint().notNull(),
    ledgerAccountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    balanceAfter: money(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lineNo] }),
    index('journal_lines_account_idx').on(t.ledgerAccountId, t.entryId),
    check('journal_lines_amount_ck', sql`${t.amount} <> 0`),
  ],
);

/** Changes of a customer's credit limit: who set what, from what (the balance row holds the value in force). */
export const creditLimitChanges = pgTable(
  'credit_limit_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    before: money().notNull(),
    after: money().notNull(),
    changedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_limit_changes_account_idx').on(t.accountId, t.id)],
);

/**
 * A recharge: online (a payment provider's, credited by its signed callback) or offline (bank transfer with a
 * voucher, credited when the platform approves). Credited at most once: its status moves from PENDING under a row
 * lock, and its journal entry's key is `recharge:<id>`.
 */
export const rechargeRequests = pgTable(
  'recharge_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rechargeNo: text().notNull(),
    /** The customer main account credited. */
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who asked (the main account or a sub-account). */
    createdBy: integer(),
    operateType: text({ enum: ['ONLINE', 'OFFLINE'] }).notNull(),
    payType: text({ enum: ['SANDBOX', 'ALIPAY', 'WECHAT_PAY', 'BANK_TRANSFER'] }).notNull(),
    currency: text().notNull().default('CNY'),
    /** What the wallet gets. */
    amount: money().notNull(),
    fee: money().notNull().default('0'),
    /** What the payer pays: amount + fee. */
    payAmount: money().notNull(),
    status: text({ enum: ['PENDING', 'SUCCESS', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    voucherFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    providerReference: text(),
    entryId: integer().references(() => journalEntries.id, { onDelete: 'restrict' }),
    remark: text().notNull().default(''),
    reason: text().notNull().default(''),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('recharge_requests_no_uq').on(t.rechargeNo),
    index('recharge_requests_account_idx').on(t.accountId, t.id),
    index('recharge_requests_status_idx').on(t.status, t.id),
    check('recharge_requests_operate_type_ck', sql`${t.operateType} in ('ONLINE','OFFLINE')`),
    check('recharge_requests_status_ck', sql`${t.status} in ('PENDING','SUCCESS','REJECTED')`),
    check(
      'recharge_requests_amount_ck',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.payAmount} = ${t.amount} + ${t.fee}`,
    ),
    check('recharge_requests_offline_fee_ck', sql`${t.operateType} = 'ONLINE' or ${t.fee} = 0`),
    check('recharge_requests_credited_ck', sql`(${t.status} = 'SUCCESS') = (${t.entryId} is not null)`),
  ],
);

export const rechargeOwners = ownedBy({ account: rechargeRequests.accountId });
