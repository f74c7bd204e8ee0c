import type { z } from 'zod';
import {
  isNewPassword,
  type Language,
  type SubAccount,
  type SubAccountCreateInput,
  type SubAccountQuery,
  type SubAccountUpdateInput,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { can, type Actor } from '../../platform/auth/actor';
import type { PasswordCipher } from '../../platform/auth/rsa';
import { hashPassword } from '../../platform/auth/password';
import { AppError } from '../../platform/http/app-error';
import { invalidField } from '../../platform/http/validation';
import type { UserRecord, UsersService } from '../users';
import type { AuthService } from '../auth';
import type { MenusService } from '../menus';
import * as queries from './sub-accounts.repository';
import { grantableMenus } from './grantable';

function takenError(constraint: string, username: string): AppError {
  if (constraint.includes('phone')) return new AppError('PHONE_TAKEN');
  if (constraint.includes('email')) return new AppError('EMAIL_TAKEN');
  return new AppError('USERNAME_TAKEN', { username });
}

async function mapTaken<T>(username: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw takenError(constraint, username);
    throw err;
  }
}

export function createSubAccountsService(deps: {
  data: DataAccess;
  cipher: PasswordCipher;
  users: UsersService;
  auth: AuthService;
  menus: MenusService;
}) {
  const { data, cipher, users, auth, menus } = deps;
  const repo = bindRepository(data, queries);

  /** The caller's own account id: only a customer main account manages sub-accounts. */
  function mainOf(actor: Actor): number {
    if (actor.privilegeType !== 'USER' || actor.isSubAccount) throw new AppError('MAIN_ACCOUNT_ONLY');
    return actor.userId;
  }

  async function owned(mainId: number, id: number): Promise<UserRecord> {
    const row = await repo.findSubAccount(mainId, id);
    if (!row) throw new AppError('SUB_ACCOUNT_NOT_FOUND', { id });
    return row;
  }

  function newPassword(encrypted: string): string {
    const plain = cipher.decrypt(encrypted);
    if (!isNewPassword(plain)) throw invalidField('password', 'newPassword');
    return plain;
  }

  async function grantable(actor: Actor, lang: Language) {
    return grantableMenus(await menus.menusOfType('USER'), (p) => can(actor, p), lang);
  }

  /** The menu ids to grant, each one the main account holds; directories are implied by their pages. */
  async function checkedMenus(actor: Actor, menuIds: number[]): Promise<number[]> {
    const { grantableIds, directoryIds } = await grantable(actor, 'zh');
    const ids = [...new Set(menuIds)].filter((id) => !directoryIds.has(id));
    if (ids.some((id) => !grantableIds.has(id))) throw new AppError('MENU_NOT_GRANTABLE');
    return ids;
  }

  return {
    async list(actor: Actor, q: z.output<typeof SubAccountQuery>) {
      const mainId = mainOf(actor);
      const { rows, total } = await repo.listSubAccounts(mainId, { keyword: q.keyword || undefined, ...pageWindow(q) });
      const grants = await menus.grantIdsOf(rows.map((r) => r.id));
      const out: SubAccount[] = rows.map((u) => ({
        id: u.id,
        username: u.username,
        nickName: u.nickName,
        phone: u.phone ?? '',
        email: u.email ?? '',
        enabled: u.enabled,
        createdAt: u.createdAt.toISOString(),
        menuIds: grants.get(u.id) ?? [],
      }));
      return { rows: out, total };
    },

    async add(actor: Actor, input: z.output<typeof SubAccountCreateInput>) {
      const mainId = mainOf(actor);
      const menuIds = await checkedMenus(actor, input.menuIds);
      const passwordHash = await hashPassword(newPassword(input.password));
      const now = new Date();
      const row = await mapTaken(input.username, () =>
        data.withTransaction(async () => {
          const user = await users.create({
            username: input.username,
            nickName: input.nickName,
            phone: input.phone || null,
            email: input.email || null,
            privilegeType: 'USER',
            parentId: mainId,
            passwordHash,
            // The main account answers for its sub-accounts: no platform review.
            isApproved: true,
            approvedAt: now,
            approvedBy: mainId,
          });
          await menus.replaceGrants(user.id, menuIds);
          return user;
        }),
      );
      return { id: row.id };
    },

    async update(actor: Actor, input: z.output<typeof SubAccountUpdateInput>) {
      const mainId = mainOf(actor);
      const sub = await owned(mainId, input.id);
      const passwordHash = input.password ? await hashPassword(newPassword(input.password)) : null;
      await mapTaken(sub.username, () =>
        data.withTransaction(async () => {
          await users.update(sub.id, {
            nickName: input.nickName,
            phone: input.phone || null,
            email: input.email || null,
            ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
          });
          if (passwordHash) await auth.endAllSessions(sub.id, 'PASSWORD_RESET');
        }),
      );
    },

    async remove(actor: Actor, ids: number[]) {
      const mainId = mainOf(actor);
      const unique = [...new Set(ids)];
      await data.withTransaction(async () => {
        if ((await repo.ownedIds(mainId, unique)).length !== unique.length) throw new AppError('SUB_ACCOUNT_NOT_FOUND');
        for (const id of unique) await auth.endAllSessions(id, 'USER_DELETED');
        await users.remove(unique, mainId);
      });
    },

    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      const sub = await owned(mainOf(actor), id);
      await data.withTransaction(async () => {
        await users.update(sub.id, { enabled });
        if (!enabled) await auth.endAllSessions(sub.id, 'USER_DISABLED');
      });
    },

    async grant(actor: Actor, id: number, menuIds: number[]) {
      const sub = await owned(mainOf(actor), id);
      const ids = await checkedMenus(actor, menuIds);
      await data.withTransaction(() => menus.replaceGrants(sub.id, ids));
    },

    async menus(actor: Actor, lang: Language) {
      mainOf(actor);
      return (await grantable(actor, lang)).menus;
    },
  };
}

export type SubAccountsService = ReturnType<typeof createSubAccountsService>;
