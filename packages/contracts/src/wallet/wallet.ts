import { z } from 'zod';
import { decimalField } from '../common/decimal';
import { filterText, idField, requiredText } from '../common/fields';
import type { Language } from '../common/language';
import { PageQuery } from '../common/paging';

/** The one currency wallets hold for now; the ledger keeps a currency per account for later ones. */
export const WALLET_CURRENCY = 'CNY';

/** The largest amount one movement (a charge, a recharge, an adjustment) may carry; also the largest credit limit. */
export const WALLET_MAX_AMOUNT = 100_000_000;

/** A money amount as a request carries it: more than 0, at most 2 decimals, at most WALLET_MAX_AMOUNT. */
export const moneyField = decimalField({ places: 2, max: WALLET_MAX_AMOUNT, positive: true });
/** A money amount that may be 0 (a credit limit). */
export const moneyOrZeroField = decimalField({ places: 2, max: WALLET_MAX_AMOUNT });

/**
 * Every kind of movement the ledger records, one journal entry each (lines summing to zero): a recharge, an order
 * charge, a weight adjustment (charge or refund of the difference), a refund, a deposit moved in or out, and a
 * platform's manual adjustment.
 */
export const JOURNAL_TYPES = [
  'RECHARGE',
  'ORDER_CHARGE',
  'WEIGHT_ADJUSTMENT',
  'REFUND',
  'DEPOSIT',
  'MANUAL_ADJUSTMENT',
] as const;
export const JournalType = z.enum(JOURNAL_TYPES);
export type JournalType = z.infer<typeof JournalType>;

export const JOURNAL_TYPE_WORDS: Record<JournalType, Record<Language, string>> = {
  RECHARGE: { zh: '充值', en: 'Recharge', ko: '충전' },
  ORDER_CHARGE: { zh: '订单扣费', en: 'Order charge', ko: '주문 차감' },
  WEIGHT_ADJUSTMENT: { zh: '重量调整', en: 'Weight adjustment', ko: '중량 조정' },
  REFUND: { zh: '退款', en: 'Refund', ko: '환불' },
  DEPOSIT: { zh: '押金', en: 'Deposit', ko: '보증금' },
  MANUAL_ADJUSTMENT: { zh: '余额调整', en: 'Balance adjustment', ko: '잔액 조정' },
};
export const journalTypeName = (type: JournalType, lang: Language) => JOURNAL_TYPE_WORDS[type][lang];

/** A customer's two ledger accounts: the available balance and the deposit. */
export const WALLET_ACCOUNT_KINDS = ['AVAILABLE', 'DEPOSIT'] as const;
export const WalletAccountKind = z.enum(WALLET_ACCOUNT_KINDS);
export type WalletAccountKind = z.infer<typeof WalletAccountKind>;

export const WALLET_ACCOUNT_WORDS: Record<WalletAccountKind, Record<Language, string>> = {
  AVAILABLE: { zh: '可用余额', en: 'Available balance', ko: '사용 가능 잔액' },
  DEPOSIT: { zh: '押金', en: 'Deposit', ko: '보증금' },
};

/** `GET api/finaWallet/mine`: amounts as strings with 2 decimals. `available` may be negative down to -creditLimit. */
export const WalletBalance = z.object({
  currency: z.string(),
  available: z.string(),
  deposit: z.string(),
  creditLimit: z.string(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/** An instant, ISO 8601 with its offset (`2026-01-31T16:00:00.000Z`). */
const instantField = z.iso.datetime({ offset: true, error: 'invalid' });

/** The history filters: type, account, time range; the platform also by customer (id, or part of its name). */
export const WalletFlowFilter = z.object({
  type: JournalType.optional(),
  accountKind: WalletAccountKind.optional(),
  from: instantField.optional(),
  to: instantField.optional(),
  orderNo: filterText(50),
  /** Platform only (a customer's own flows are its own whatever it sends). */
  customerId: idField.optional(),
  /** Platform only: part of the customer's account name or nickname. */
  customer: filterText(50),
});
export type WalletFlowFilter = z.input<typeof WalletFlowFilter>;

export const WalletFlowQuery = PageQuery.extend(WalletFlowFilter.shape);
export type WalletFlowQuery = z.input<typeof WalletFlowQuery>;

/**
 * One line of the history: a movement as it touched one of the customer's accounts, with that account's balance
 * right after it. `amount` is signed: positive credits the customer, negative debits it.
 */
export const WalletFlow = z.object({
  /** The journal entry. */
  id: z.number(),
  lineNo: z.number(),
  type: JournalType,
  typeName: z.string(),
  accountKind: WalletAccountKind,
  accountKindName: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  currency: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  remark: z.string(),
  /** Who made the movement (null: the system). */
  operatorName: z.string().nullable(),
  createdDate: z.string(),
});
export type WalletFlow = z.infer<typeof WalletFlow>;

/** Platform: every customer's wallet, also those that never moved money (zeros). */
export const WalletListQuery = PageQuery.extend({ keyword: filterText(50) });
export type WalletListQuery = z.input<typeof WalletListQuery>;

export const WalletSummary = WalletBalance.extend({
  customerId: z.number(),
  username: z.string(),
  nickName: z.string(),
  /** Last movement or change; null for a wallet never used. */
  updatedDate: z.string().nullable(),
});
export type WalletSummary = z.infer<typeof WalletSummary>;

export const ADJUST_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export const AdjustDirection = z.enum(ADJUST_DIRECTIONS);
export type AdjustDirection = z.infer<typeof AdjustDirection>;

/** Platform: credits (adds) or debits (takes) an amount of a customer's available balance, with a reason. */
export const WalletAdjustInput = z.object({
  customerId: idField,
  direction: AdjustDirection,
  amount: moneyField,
  reason: requiredText(200),
});
export type WalletAdjustInput = z.input<typeof WalletAdjustInput>;

export const WalletAdjusted = z.object({ entryId: z.number(), balance: WalletBalance });
export type WalletAdjusted = z.infer<typeof WalletAdjusted>;

/** Platform: how far below zero a customer's available balance may go (0: not at all). */
export const CreditLimitInput = z.object({
  customerId: idField,
  creditLimit: moneyOrZeroField,
});
export type CreditLimitInput = z.input<typeof CreditLimitInput>;

/** The fee states of orders (`api/financeOrderExpense/orderStatusList`). */
export const EXPENSE_ORDER_STATUSES = ['CHARGED', 'PART_REFUNDED', 'REFUNDED', 'SETTLED'] as const;
export const ExpenseOrderStatus = z.enum(EXPENSE_ORDER_STATUSES);
export type ExpenseOrderStatus = z.infer<typeof ExpenseOrderStatus>;

export const EXPENSE_ORDER_STATUS_WORDS: Record<ExpenseOrderStatus, Record<Language, string>> = {
  CHARGED: { zh: '已扣费', en: 'Charged', ko: '차감됨' },
  PART_REFUNDED: { zh: '部分退款', en: 'Partly refunded', ko: '부분 환불' },
  REFUNDED: { zh: '已退款', en: 'Refunded', ko: '환불됨' },
  SETTLED: { zh: '已结算', en: 'Settled', ko: '정산됨' },
};
