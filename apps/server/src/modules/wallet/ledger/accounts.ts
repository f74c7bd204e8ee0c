/** A customer main account's ledger accounts: what it may spend, and what it left as a deposit. */
export const CUSTOMER_ACCOUNT_KINDS = ['AVAILABLE', 'DEPOSIT'] as const;
/**
 * The platform's: what it earned (fees, order charges), what it owes suppliers, the cash it holds (bank transfers
 * and manual adjustments), and what payment providers collected for it (online recharges).
 */
export const PLATFORM_ACCOUNT_KINDS = ['REVENUE', 'SUPPLIER_PAYABLE', 'CASH', 'PAYMENT_CLEARING'] as const;

export type CustomerAccountKind = (typeof CUSTOMER_ACCOUNT_KINDS)[number];
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];
export type AccountKind = CustomerAccountKind | PlatformAccountKind;

export const isCustomerKind = (kind: AccountKind): kind is CustomerAccountKind =>
  (CUSTOMER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/**
 * Balance rows per platform account. Every customer movement has a line on a platform account: with one row, every
 * order of every customer would wait on that row's lock until its transaction ends.
 */
export const PLATFORM_SHARDS = 8;

/**
 * The shard a customer's movements use on every platform account: always the same one, so a transaction of one
 * customer locks its rows in one fixed order and two such transactions cannot deadlock.
 */
export const platformShardOf = (customerId: number): number => customerId % PLATFORM_SHARDS;

/**
 * Line signs: positive credits an account, negative debits it, for every account alike (so an entry sums to zero).
 * Customer accounts, revenue and supplier payable are liabilities or income: positive balances. Cash and payment
 * clearing are the platform's assets: their ledger balance is negative while they hold money, and is shown negated.
 */
export const DEBIT_NORMAL: ReadonlySet<AccountKind> = new Set<AccountKind>(['CASH', 'PAYMENT_CLEARING']);
