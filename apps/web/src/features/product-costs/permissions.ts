import type { Permission } from '@parcelhub/contracts';

/** What the cost screens ask of the user (the server checks the same on every call, and the data scope besides). */
export const COST_PERMISSIONS = {
  cost: 'product:cost',
  manage: 'product:manage',
} as const satisfies Record<string, Permission>;
