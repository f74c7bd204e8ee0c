import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import * as queries from './user-roles.repository';

/** Who holds which role: the roles module owns the assignment (user_roles), the users module only the users. */
export function createUserRoles(data: DataAccess) {
  const repo = bindRepository(data, queries);
  return {
    /** Role names and permissions of a user, highest level first. */
    rolesOf: (userId: number) => repo.rolesOf(userId),
    /** Gives a user the named roles (a new user's, in the caller's transaction); unknown names are skipped. */
    assignByName: (userId: number, roleNames: string[]) => repo.assignRoles(userId, roleNames),
    roleRefsOf: (userIds: number[]) => repo.roleRefsOf(userIds),
    /** Replaces a user's roles (ids already checked by the caller). */
    replaceUserRoles: (userId: number, roleIds: number[]) => repo.replaceRoles(userId, roleIds),
  };
}
