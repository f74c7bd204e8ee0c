import { describe, expect, it } from 'vitest';
import { loadWalletConfig } from './wallet.config';

describe('the wallet configuration', () => {
  it('defaults to a 0.6% online fee with a 0.10 minimum, and the sandbox outside production on PostgreSQL', () => {
    const c = loadWalletConfig({});
    expect([c.fee.percent.toString(), c.fee.minimum.toFixed(2)]).toEqual(['0.6', '0.10']);
    expect(c.sandbox.enabled).toBe(true);
    expect(c.sandbox.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadWalletConfig({}).sandbox.secret).not.toBe(c.sandbox.secret);
    const pg = { DATABASE_URL: 'postgres://db/parcelhub' };
    expect(loadWalletConfig({ NODE_ENV: 'production', ...pg }).sandbox.enabled).toBe(false);
    // The embedded database is the trial set-up (npm start): the sandbox is on, as the README's tour says.
    expect(loadWalletConfig({ NODE_ENV: 'production' }).sandbox.enabled).toBe(true);
    expect(loadWalletConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'off' }).sandbox.enabled).toBe(false);
    expect(loadWalletConfig({ NODE_ENV: 'production', ...pg, PAYMENT_SANDBOX: 'on' }).sandbox.enabled).toBe(true);
    expect(loadWalletConfig({ PAYMENT_SANDBOX: 'off' }).sandbox.enabled).toBe(false);
  });

  it('reads the fee and the secret from the environment', () => {
    const c = loadWalletConfig({
      WALLET_RECHARGE_FEE_PERCENT: '1.2345',
      WALLET_RECHARGE_FEE_MIN: '2.5',
      PAYMENT_SANDBOX_SECRET: 'a-secret-of-sixteen+',
    });
    expect([c.fee.percent.toString(), c.fee.minimum.toFixed(2), c.sandbox.secret]).toEqual([
      '1.2345',
      '2.50',
      'a-secret-of-sixteen+',
    ]);
    expect(loadWalletConfig({ WALLET_RECHARGE_FEE_PERCENT: '100' }).fee.percent.toString()).toBe('100');
  });

  it('stops the server with a clear line on a bad setting', () => {
    for (const env of [
      { WALLET_RECHARGE_FEE_PERCENT: '-1' },
      { WALLET_RECHARGE_FEE_PERCENT: '100.01' },
      { WALLET_RECHARGE_FEE_PERCENT: '0.12345' },
      { WALLET_RECHARGE_FEE_MIN: '0.001' },
      { WALLET_RECHARGE_FEE_MIN: 'free' },
      { PAYMENT_SANDBOX: 'maybe' },
      { PAYMENT_SANDBOX_SECRET: 'short' },
    ])
      expect(() => loadWalletConfig(env), JSON.stringify(env)).toThrow(/Invalid wallet configuration:\n {2}[A-Z_]+:/);
  });
});
