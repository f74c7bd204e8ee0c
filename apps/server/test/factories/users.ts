import type { Db } from '../../src/platform/db/client';
import { hashPassword } from '../../src/platform/auth/password';
import { createUsersService } from '../../src/modules/users';
import { createMenusService } from '../../src/modules/menus';
import { createRolesService } from '../../src/modules/roles';
import { createDataAccess } from '../../src/platform/db/data-access';
import { uniqueName } from '../helpers/test-app';

export const TEST_PASSWORD = 'Passw0rd1';
let cachedHash: Promise<string> | null = null;
let phoneSeq = 0;

export interface UserSpec {
  username?: string;
  privilegeType?: 'PLATFORM' | 'USER' | 'SUPPLIER';
  roles?: string[];
  approved?: boolean;
  enabled?: boolean;
  parentId?: number;
  grants?: string[];
  phone?: string;
  email?: string;
}

/** A user with the test password; a customer main account unless told otherwise. */
export async function createUser(db: Db, spec: UserSpec = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const privilegeType = spec.privilegeType ?? 'USER';
  const defaultRole = privilegeType === 'USER' ? 'customer' : privilegeType === 'SUPPLIER' ? 'supplier' : 'admin';
  const data = createDataAccess(db, { guard: false });
  const menus = createMenusService({ data });
  const user = await createUsersService({ data }).create({
    username: spec.username ?? uniqueName(),
    passwordHash: await cachedHash,
    privilegeType,
    isApproved: spec.approved ?? true,
    enabled: spec.enabled ?? true,
    parentId: spec.parentId ?? null,
    phone: spec.phone ?? `139${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`,
    email: spec.email ?? null,
  });
  await createRolesService({ data, menus }).assignByName(user.id, spec.roles ?? (spec.parentId ? [] : [defaultRole]));
  await menus.grant(user.id, spec.grants ?? []);
  return user;
}
