import { arrayOverlaps, eq, isNull, or, type Column, type SQL } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from '@parcelhub/contracts';
import { can, type Actor } from '../auth/actor';

/**
 * The permissions of what a task or a file belongs to (any one suffices), declared where the thing is defined: the
 * wallet's export and vouchers need a wallet permission, the address book's export an address permission.
 */
export type OwningAccess = readonly [Permission, ...Permission[]];

/** Who looks, as the filter below needs it: the user and the permissions it holds. */
export interface Viewer {
  userId: number;
  granted: readonly Permission[];
}

export const viewerOf = (actor: Actor): Viewer => ({
  userId: actor.userId,
  granted: PERMISSIONS.filter((p) => can(actor, p)),
});

/**
 * Within the caller's data scope, a task or file is visible to who made it, and to the others only holding a
 * permission of what it belongs to (a sub-account without the wallet permission does not see its main account's
 * wallet export). Rows declaring nothing (null) stay the whole account's.
 */
export function visibleTo(viewer: Viewer, columns: { creator: Column; access: Column }): SQL {
  const granted = [...viewer.granted];
  return or(
    eq(columns.creator, viewer.userId),
    isNull(columns.access),
    ...(granted.length ? [arrayOverlaps(columns.access, granted)] : []),
  )!;
}
