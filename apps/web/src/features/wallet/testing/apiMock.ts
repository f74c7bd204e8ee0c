import { vi } from 'vitest';

/** Every call of walletApi, each a vi.fn: `vi.mock('../api/walletApi', () => import('../testing/apiMock'))`. */
const METHODS = [
  'mine',
  'flows',
  'exportFlows',
  'flowTypes',
  'wallets',
  'adjust',
  'creditLimit',
  'settings',
  'operateTypes',
  'payTypes',
  'fee',
  'online',
  'offline',
  'recharges',
  'recharge',
  'approve',
  'reject',
  'uploadVoucher',
  'voucher',
] as const;

export const walletApi = Object.fromEntries(METHODS.map((k) => [k, vi.fn()]));
