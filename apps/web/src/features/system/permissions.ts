import type { Permission } from '@parcelhub/contracts';

/** What the system pages ask of the user (the server checks the same on every call). */
export const SYSTEM_PERMISSIONS = {
  approveUsers: 'user:approve',
  editUsers: 'user:edit',
  sessions: 'system:session',
} as const satisfies Record<string, Permission>;
