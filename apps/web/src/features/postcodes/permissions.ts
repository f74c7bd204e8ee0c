import type { Permission } from '@parcelhub/contracts';

/** What the postcode screen asks of the user (the server checks the same on every call). */
export const POSTCODE_PERMISSIONS = { manage: 'product:manage' } as const satisfies Record<string, Permission>;
