import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okObj, okRows } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  CreditLimitInput,
  WalletAdjusted,
  WalletAdjustInput,
  WalletBalance,
  WalletFlow,
  WalletFlowFilter,
  WalletFlowQuery,
  WalletListQuery,
  WalletSummary,
} from './wallet';

const tags = ['wallet'];
/**
 * Customers (`finance:wallet`, their own) and the platform (`finance:review`, everyone's) read the history with the
 * same calls: the server checks which, and answers a supplier 403.
 */
const CUSTOMER_OR_PLATFORM = SIGNED_IN_ACCESS;
const PLATFORM = needs('finance:review');

export const walletEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/finaWallet/mine',
    summary: "The caller's wallet (a sub-account: its main account's): currency, available, deposit, credit limit",
    tags,
    access: needs('finance:wallet'),
    response: okObj(WalletBalance),
  }),
  flows: defineEndpoint({
    method: 'POST',
    path: '/api/finaWallet/flows',
    summary:
      'The wallet history, newest first, each line with the balance after it; filtered by type, account, time ' +
      '(from/to, ISO 8601) and order number. Customers see their own; the platform everyone’s (customerId, customer)',
    tags,
    access: CUSTOMER_OR_PLATFORM,
    body: WalletFlowQuery,
    response: okRows(WalletFlow),
  }),
  exportFlows: defineEndpoint({
    method: 'POST',
    path: '/api/finaWallet/exportFlows',
    summary: 'Export the wallet history matching the filters (as `flows`) as a task center task (xlsx)',
    tags,
    access: CUSTOMER_OR_PLATFORM,
    body: WalletFlowFilter,
    response: okObj(TaskSubmitted),
  }),
  flowTypes: defineEndpoint({
    method: 'GET',
    path: '/api/finaWallet/flowTypeList',
    summary: 'The movement types (RECHARGE, ORDER_CHARGE, …) as options in the caller language',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/finaWallet/list',
    summary: 'Platform: every customer’s wallet (zeros for one never used), by account name or nickname, paged',
    tags,
    access: PLATFORM,
    body: WalletListQuery,
    response: okRows(WalletSummary),
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/api/finaWallet/adjust',
    summary:
      'Platform: credit or debit a customer’s available balance with a reason (a MANUAL_ADJUSTMENT entry, logged); ' +
      'a debit past the credit limit is refused (409). Idempotent by the optional Idempotency-Key header: the same ' +
      'key answers the first entry; another amount or direction under it is refused (409 WALLET_KEY_CONFLICT)',
    tags,
    access: PLATFORM,
    body: WalletAdjustInput,
    response: okObj(WalletAdjusted),
  }),
  creditLimit: defineEndpoint({
    method: 'POST',
    path: '/api/finaWallet/creditLimit',
    summary:
      'Platform: set how far below zero a customer’s available balance may go; refused (409) below its current debt',
    tags,
    access: PLATFORM,
    body: CreditLimitInput,
    response: okObj(WalletBalance),
  }),
};
