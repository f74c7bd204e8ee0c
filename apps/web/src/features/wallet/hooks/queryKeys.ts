import type { Language, RechargeOperateType } from '@parcelhub/contracts';

export const walletKeys = {
  all: ['wallet'] as const,
  mine: () => ['wallet', 'mine'] as const,
  /** The list pages add language, page and filters after these. */
  flows: () => ['wallet', 'flows'] as const,
  wallets: () => ['wallet', 'wallets'] as const,
  recharges: () => ['wallet', 'recharges'] as const,
  recharge: (id: number) => ['wallet', 'recharge', id] as const,
  flowTypes: (lang: Language) => ['wallet', 'flowTypes', lang] as const,
  operateTypes: (lang: Language) => ['wallet', 'operateTypes', lang] as const,
  settings: () => ['wallet', 'settings'] as const,
  payTypes: (lang: Language, operateType: RechargeOperateType) => ['wallet', 'payTypes', lang, operateType] as const,
  fee: (amount: string, operateType: RechargeOperateType) => ['wallet', 'fee', amount, operateType] as const,
};
