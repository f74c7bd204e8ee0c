import type { Recharge, WalletBalance, WalletFlow, WalletSummary } from '@parcelhub/contracts';

export const balanceFixture = (patch: Partial<WalletBalance> = {}): WalletBalance => ({
  currency: 'CNY',
  available: '10000.00',
  deposit: '0.00',
  creditLimit: '0.00',
  ...patch,
});

export const flowFixture = (patch: Partial<WalletFlow> = {}): WalletFlow => ({
  id: 41,
  lineNo: 1,
  type: 'ORDER_CHARGE',
  typeName: 'Order charge',
  accountKind: 'AVAILABLE',
  accountKindName: 'Available balance',
  customerId: 3,
  customerName: 'customer',
  currency: 'CNY',
  amount: '-166.15',
  balanceAfter: '9833.85',
  orderId: 9,
  orderNo: 'PH0009',
  remark: 'US Express',
  operatorName: null,
  createdDate: '2026-03-01T08:00:00.000Z',
  ...patch,
});

export const rechargeFixture = (patch: Partial<Recharge> = {}): Recharge => ({
  id: 5,
  rechargeNo: 'R20260301ABCDEF0123',
  customerId: 3,
  customerName: 'customer',
  operateType: 'OFFLINE',
  operateTypeName: 'Offline bank transfer',
  payType: 'BANK_TRANSFER',
  payTypeName: 'Bank transfer',
  currency: 'CNY',
  amount: '300.00',
  fee: '0.00',
  payAmount: '300.00',
  status: 'PENDING',
  statusName: 'Pending',
  voucherFileId: 12,
  voucherUrl: '/api/files/12',
  providerReference: null,
  remark: 'ICBC',
  reason: '',
  reviewedBy: null,
  reviewedDate: null,
  createdDate: '2026-03-01T08:00:00.000Z',
  ...patch,
});

export const walletFixture = (patch: Partial<WalletSummary> = {}): WalletSummary => ({
  customerId: 3,
  username: 'customer',
  nickName: 'Global Goods',
  currency: 'CNY',
  available: '10000.00',
  deposit: '0.00',
  creditLimit: '0.00',
  updatedDate: '2026-03-01T08:00:00.000Z',
  ...patch,
});
