import { defineModule } from '../../platform/module/module';
import './wallet.oplog';
import type { RechargePayType } from '@parcelhub/contracts';
import { WALLET_ERRORS } from './wallet.errors';
import { createWalletService, type WalletModuleService } from './wallet.service';
import { createRechargeService, type RechargeService } from './recharge.service';
import { createPoster } from './posting';
import { loadWalletConfig } from './wallet.config';
import { createSandboxProvider } from './payments/sandbox';
import type { PaymentProvider } from './payments/provider';
import { mountWalletRoutes } from './wallet.routes';
import { EXPORT_QUEUE } from './wallet.export';

export type WalletModule = WalletModuleService & { recharge: RechargeService };

declare module '../../platform/module/module' {
  interface Services {
    wallet: WalletModule;
  }
}

/**
 * The wallet: a double-entry ledger of customers' money (charge, refund and balanceOf for the orders), its history
 * and export, the platform's adjustments and credit limits, and recharges online (payment providers) and offline.
 */
export const walletModule = defineModule({
  name: 'wallet',
  tenancy: () => import('./wallet.tenancy'),
  errors: WALLET_ERRORS,
  seed: (data) => createPoster(data).ensurePlatformAccounts(),
  create: ({ data, config, services }) => {
    const walletConfig = loadWalletConfig({ ...process.env, NODE_ENV: config.NODE_ENV });
    const poster = createPoster(data);
    const sandbox = walletConfig.sandbox.enabled ? createSandboxProvider(walletConfig.sandbox.secret) : null;
    const providers = new Map<RechargePayType, PaymentProvider>(sandbox ? [['SANDBOX', sandbox]] : []);
    const wallet = createWalletService({ data, poster, tasks: services.tasks });
    const recharge = createRechargeService({
      data,
      poster,
      config: walletConfig,
      providers,
      sandbox,
      media: services.media,
    });
    return Object.assign(wallet, { recharge });
  },
  jobs: (wallet) => ({ [EXPORT_QUEUE]: wallet.exportJob }),
  routes: (app, wallet) => mountWalletRoutes(app, wallet, wallet.recharge),
});
