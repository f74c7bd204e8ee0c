import type { Permission } from '@parcelhub/contracts';

/** What the trace screens ask of the user (the server checks the same, and that the user is the platform's). */
export const TRACE_PERMISSIONS = { manage: 'tracking:manage' } as const satisfies Record<string, Permission>;
