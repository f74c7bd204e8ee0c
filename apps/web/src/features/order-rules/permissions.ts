import type { Permission } from '@parcelhub/contracts';

/** What the order-rule screen asks of the user (the server checks the same, and that it is the platform). */
export const ORDER_RULE_PERMISSIONS = { manage: 'product:manage' } as const satisfies Record<string, Permission>;
