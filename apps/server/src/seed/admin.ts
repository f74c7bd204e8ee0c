import { isAccount, isMainlandMobile, isRegisterPassword } from '@parcelhub/contracts';
import type { Db } from '../platform/db/client';
import { hashPassword } from '../platform/auth/password';
import { usersRepository } from '../modules/users';

/** Creates an approved platform administrator: the way into a fresh production database. */
export async function createAdmin(db: Db, input: { username: string; password: string; phone?: string }) {
  if (!isAccount(input.username)) throw new Error('username: 3-20 letters, digits, underscores or hyphens');
  if (!isRegisterPassword(input.password)) {
    throw new Error('ADMIN_PASSWORD: 8-20 characters holding letters and digits');
  }
  if (input.phone && !isMainlandMobile(input.phone)) throw new Error('phone: a mainland China mobile number');
  if (await usersRepository.findUserByUsername(db, input.username)) throw new Error(`${input.username} already exists`);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const user = await usersRepository.insertUser(tx, {
      username: input.username,
      nickName: input.username,
      passwordHash,
      phone: input.phone ?? null,
      privilegeType: 'PLATFORM',
      isApproved: true,
      approvedAt: new Date(),
    });
    await usersRepository.assignRoles(tx, user.id, ['admin']);
  });
}
