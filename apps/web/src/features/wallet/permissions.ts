/** What the wallet's screens ask of the caller (the server checks the same). */
export const WALLET_PERMISSIONS = {
  /** A customer's wallet, history and recharges. */
  wallet: 'finance:wallet',
  /** The platform: every wallet and history, recharge review, adjustments and credit limits. */
  review: 'finance:review',
} as const;
