import type { Actor } from '../../../platform/auth/actor';
import type { UsersService } from '../../users';

/**
 * The actor a batch job places orders as: the user who uploaded the file, read again when the job runs (a job may
 * run after a restart, long after the request). Null when the user is gone, disabled or not approved, or its main
 * account is disabled: such a user could not sign in to place them either.
 *
 * It has no session and no permissions: the upload was checked against `order:create` when it was made, and
 * placement checks nothing else of the actor but who it is (customer, account, user).
 */
export function jobActors(users: Pick<UsersService, 'findById'>) {
  return async (userId: number | null): Promise<Actor | null> => {
    if (userId === null) return null;
    const user = await users.findById(userId);
    if (!user || !user.enabled || !user.isApproved) return null;
    if (user.parentId !== null) {
      const main = await users.findById(user.parentId);
      if (!main || !main.enabled) return null;
    }
    return {
      userId: user.id,
      accountId: user.parentId ?? user.id,
      username: user.username,
      privilegeType: user.privilegeType,
      roles: [],
      permissions: new Set(),
      isSubAccount: user.parentId !== null,
      grantedMenuIds: user.parentId !== null ? [] : null,
      language: user.language,
      sessionId: 0,
    };
  };
}
