import type { Permission } from '@parcelhub/contracts';

/** What the order screens ask of the user (the server checks the same, and the caller's scope, on every call). */
export const ORDER_PERMISSIONS = {
  create: 'order:create',
  list: 'order:list',
  label: 'order:label',
  /** The wizard's address-book picker. */
  addresses: 'address:list',
  /** The wizard shows the wallet's balance beside the fee. */
  wallet: 'finance:wallet',
  /** The platform's customer filter reads the users dropdown. */
  customers: 'user:list',
} as const satisfies Record<string, Permission>;
