import { ADMIN_ROLE_NAME, checkAccess, type Permission } from '@parcelhub/contracts';
import type { CurrentUser } from '../session/types';

/** The administrator role holds every permission, as on the server (platform/auth/actor.ts). */
export const ADMIN_ROLE = ADMIN_ROLE_NAME;

export interface AccessCheck {
  /** True when the signed-in user holds one of the listed permissions (or roles). */
  can: (permission: Permission | readonly Permission[]) => boolean;
  isAdmin: boolean;
}

/**
 * The check of spec §6, the very function the server's guard runs (contracts' `checkAccess`): a main account holds
 * its role names and permissions (auth/info), a sub-account what its main account granted (getAuthList), never
 * the administrator's blanket rights. No user, no rights.
 */
export function accessOf(user: CurrentUser | null | undefined): AccessCheck {
  if (!user) return { can: () => false, isAdmin: false };
  const holder = { roles: user.roles, permissions: user.permissions, isSubAccount: user.isSubLogin };
  const isAdmin = !user.isSubLogin && user.roles.includes(ADMIN_ROLE);
  return {
    can: (permission) => checkAccess(holder, typeof permission === 'string' ? [permission] : permission),
    isAdmin,
  };
}
