import type { Language, PrivilegeType } from '@parcelhub/contracts';

/** Who is calling, as every service sees it. It travels explicitly into services and repositories. */
export interface Actor {
  userId: number;
  /** The account whose data the caller acts on: the user itself, or the main account of a sub-account. */
  accountId: number;
  username: string;
  privilegeType: PrivilegeType;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  isSubAccount: boolean;
  /** The menu entries a main account granted this sub-account; null for main accounts. */
  grantedMenuIds: readonly number[] | null;
  /** The language the user saved; null until one is chosen (then the request's Accept-Language speaks). */
  language: Language | null;
  sessionId: number;
}

export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';

export const isAdmin = (actor: Actor) => actor.roles.includes(ADMIN_ROLE);

export function can(actor: Actor, permission: string): boolean {
  return isAdmin(actor) || actor.permissions.has(permission);
}
