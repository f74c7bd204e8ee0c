import { isAccount, isMainlandMobile, isRegisterPassword } from '@parcelhub/contracts';
import type { DataAccess } from '../platform/db/data-access';
import { hashPassword } from '../platform/auth/password';
import { createUsersService } from '../modules/users';
import { createMenusService } from '../modules/menus';
import { createRolesService } from '../modules/roles';

/** Creates an approved platform administrator: the way into a fresh production database. */
export async function createAdmin(data: DataAccess, input: { username: string; password: string; phone?: string }) {
  if (!isAccount(input.username)) throw new Error('username: 3-20 letters, digits, underscores or hyphens');
  if (!isRegisterPassword(input.password)) {
    throw new Error('ADMIN_PASSWORD: 8-20 characters holding letters and digits');
  }
  if (input.phone && !isMainlandMobile(input.phone)) throw new Error('phone: a mainland China mobile number');
  const users = createUsersService({ data });
  if (await users.findByUsername(input.username)) throw new Error(`${input.username} already exists`);
  const passwordHash = await hashPassword(input.password);
  const roles = createRolesService({ data, menus: createMenusService({ data }) });
  await data.withTransaction(async () => {
    const admin = await users.create({
      username: input.username,
      nickName: input.username,
      passwordHash,
      phone: input.phone ?? null,
      privilegeType: 'PLATFORM',
      isApproved: true,
      approvedAt: new Date(),
    });
    await roles.assignByName(admin.id, ['admin']);
  });
}
