import type { Permission } from '@parcelhub/contracts';
import type { CurrentUser } from '../session/types';

/** The administrator role holds every permission, as on the server (platform/auth/actor.ts). */
export const ADMIN_ROLE = 'admin';

export interface AccessCheck {
  /** True when the signed-in user may do what the permission names. */
  can: (permission: Permission) => boolean;
  isAdmin: boolean;
}

/**
 * A main account's permissions come from its roles (auth/info); a sub-account's from what its main account granted
 * (getAuthList), never the administrator's blanket rights. No user, no rights.
 */
export function accessOf(user: CurrentUser | null | undefined): AccessCheck {
  if (!user) return { can: () => false, isAdmin: false };
  const isAdmin = !user.isSubLogin && user.roles.includes(ADMIN_ROLE);
  const granted = new Set(user.permissions);
  return { can: (permission) => isAdmin || granted.has(permission), isAdmin };
}
