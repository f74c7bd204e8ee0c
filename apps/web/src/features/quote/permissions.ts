import type { Permission } from '@parcelhub/contracts';

/**
 * What the quote page asks of the user (the server checks the same): quoting needs product:list, and the
 * platform's customer select reads the users dropdown, which needs user:list.
 */
export const QUOTE_PERMISSIONS = { quote: 'product:list', customers: 'user:list' } as const satisfies Record<
  string,
  Permission
>;
