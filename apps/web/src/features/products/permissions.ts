import type { Permission } from '@parcelhub/contracts';

/** What the product screens ask of the user (the server checks the same, and the privilege type, on every call). */
export const PRODUCT_PERMISSIONS = {
  manage: 'product:manage',
  cost: 'product:cost',
  use: 'product:list',
} as const satisfies Record<string, Permission>;
