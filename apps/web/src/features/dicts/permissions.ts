import type { Permission } from '@parcelhub/contracts';

/** What the dictionary screen asks of the user (the server checks the same on every call). */
export const DICT_PERMISSIONS = { edit: 'system:dict' } as const satisfies Record<string, Permission>;
