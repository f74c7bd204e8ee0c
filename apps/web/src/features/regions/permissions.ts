import type { Permission } from '@parcelhub/contracts';

/** What the region screens ask of the user (the server checks the same on every call). */
export const REGION_PERMISSIONS = { edit: 'system:region' } as const satisfies Record<string, Permission>;
