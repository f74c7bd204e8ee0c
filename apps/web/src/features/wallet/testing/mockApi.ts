import { vi } from 'vitest';
import { walletApi } from '../api/walletApi';
import { balanceFixture, flowFixture, rechargeFixture, walletFixture } from './fixtures';

/** The wallet api's default answers for page tests (`vi.mock('../api/walletApi', ...)` first). */
export function answerDefaults() {
  const api = vi.mocked(walletApi);
  api.mine.mockResolvedValue(balanceFixture());
  api.flows.mockResolvedValue({
    rows: [
      flowFixture(),
      flowFixture({
        id: 40,
        type: 'RECHARGE',
        typeName: 'Recharge',
        amount: '10000.00',
        balanceAfter: '10000.00',
        orderId: null,
        orderNo: null,
        remark: 'Demo opening balance',
      }),
    ],
    total: 2,
  });
  api.exportFlows.mockResolvedValue({ taskId: 3 });
  api.flowTypes.mockResolvedValue({
    rows: [
      { label: 'Recharge', value: 'RECHARGE' },
      { label: 'Order charge', value: 'ORDER_CHARGE' },
      { label: 'Refund', value: 'REFUND' },
    ],
    total: 3,
  });
  api.wallets.mockResolvedValue({ rows: [walletFixture()], total: 1 });
  api.settings.mockResolvedValue({
    currency: 'CNY',
    minAmount: '1.00',
    maxAmount: '1000000.00',
    feePercent: '0.6',
    feeMinimum: '0.10',
  });
  api.operateTypes.mockResolvedValue({
    rows: [
      { label: 'Online payment', value: 'ONLINE' },
      { label: 'Offline bank transfer', value: 'OFFLINE' },
    ],
    total: 2,
  });
  api.payTypes.mockImplementation(async (operateType) => ({
    rows:
      operateType === 'OFFLINE'
        ? [{ label: 'Bank transfer', value: 'BANK_TRANSFER', operateType: 'OFFLINE' }]
        : [{ label: 'Sandbox payment (test)', value: 'SANDBOX', operateType: 'ONLINE' }],
    total: 1,
  }));
  api.fee.mockImplementation(async ({ amount, operateType }) =>
    operateType === 'OFFLINE'
      ? { amount: '100.00', fee: '0.00', payAmount: '100.00' }
      : { amount: `${amount}.00`, fee: '0.60', payAmount: '100.60' },
  );
  api.recharges.mockResolvedValue({ rows: [rechargeFixture()], total: 1 });
  return api;
}
