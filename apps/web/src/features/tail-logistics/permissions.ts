import type { Permission } from '@parcelhub/contracts';

/** What the tail logistics screen asks of the user (the server checks the same on every call). */
export const TAIL_PERMISSIONS = { manage: 'warehouse:tail' } as const satisfies Record<string, Permission>;
