import type { Permission } from '@parcelhub/contracts';

/** What the address book asks of the user (the server checks the same on every call). */
export const ADDRESS_PERMISSIONS = { edit: 'address:edit' } as const satisfies Record<string, Permission>;
