import crypto from 'node:crypto';
import { z } from 'zod';
import { Dec, type FeeRule } from './ledger';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/**
 * The wallet's settings, from the environment (documented in docs/api.md, "Wallet"):
 * - WALLET_RECHARGE_FEE_PERCENT: the online recharge fee, a percentage of the amount (default 0.6, at most 4 decimals);
 * - WALLET_RECHARGE_FEE_MIN: the fee's minimum charge (default 0.10);
 * - PAYMENT_SANDBOX: offer the sandbox payment provider. It credits wallets with no money behind them, so by default it
 *   is off only where real money moves: NODE_ENV=production on PostgreSQL. The embedded database is the trial set-up
 *   (`npm start`, with its demo accounts: SEED_DEMO), where it is on, as the README's tour says;
 * - PAYMENT_SANDBOX_SECRET: the key the sandbox signs its notifications with (HMAC-SHA256; default a random key per
 *   process, so set it when several processes serve one database).
 */
const WalletEnv = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  WALLET_RECHARGE_FEE_PERCENT: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,4})?$/)
    .refine((v) => Number(v) <= 100)
    .default('0.6'),
  WALLET_RECHARGE_FEE_MIN: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/)
    .default('0.10'),
  PAYMENT_SANDBOX: onOff.optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
});

export interface WalletConfig {
  fee: FeeRule;
  sandbox: { enabled: boolean; secret: string };
}

export function loadWalletConfig(env: Record<string, string | undefined> = process.env): WalletConfig {
  const parsed = WalletEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid wallet configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    fee: { percent: new Dec(c.WALLET_RECHARGE_FEE_PERCENT), minimum: new Dec(c.WALLET_RECHARGE_FEE_MIN) },
    sandbox: {
      enabled: c.PAYMENT_SANDBOX ?? (c.NODE_ENV !== 'production' || !c.DATABASE_URL),
      secret: c.PAYMENT_SANDBOX_SECRET ?? crypto.randomBytes(32).toString('hex'),
    },
  };
}
