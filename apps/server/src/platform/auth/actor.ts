import { ADMIN_ROLE_NAME, checkAccess, type Language, type PrivilegeType } from '@parcelhub/contracts';

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

export const ADMIN_ROLE = ADMIN_ROLE_NAME;
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';

export const isAdmin = (actor: Actor) => actor.roles.includes(ADMIN_ROLE);

/** The permission check of spec §6 (contracts' `checkAccess`, the same one the web hides elements with). */
export function can(actor: Actor, ...listed: string[]): boolean {
  return checkAccess(actor, listed);
}
