import { describe, expect, it } from 'vitest';
import type { UserRecord, UsersService } from '../users';
import type { MenusService } from '../menus';
import { createAccessProfiles } from './access-profile';

type Role = { id: number; name: string; permissions: string[] };
type Grant = { menuId: number; permission: string | null };

const at = new Date('2026-11-23T08:00:00Z');
const user = (over: Partial<UserRecord>): UserRecord =>
  ({
    id: 1,
    username: 'main',
    nickName: '',
    phone: null,
    email: null,
    privilegeType: 'USER',
    parentId: null,
    isApproved: true,
    enabled: true,
    language: null,
    createdAt: at,
    ...over,
  }) as UserRecord;

/** The access profiles over in-memory users (by id), their roles and the sub-accounts' grants. */
function profiles(people: UserRecord[], roles: Record<number, Role[]>, grants: Record<number, Grant[]> = {}) {
  const held = { rolesOf: async (id: number) => roles[id] ?? [] };
  const users = {
    findById: async (id: number) => people.find((p) => p.id === id),
    edition: (u: UserRecord) => ({ edition: u.privilegeType === 'USER' ? 'FREE' : 'PROFESSIONAL', expiresAt: null }),
  } as unknown as UsersService;
  const menus = { grantsOf: async (id: number) => grants[id] ?? [] } as unknown as MenusService;
  return createAccessProfiles({ users, roles: held, menus });
}

const customerRole: Role = { id: 7, name: 'customer', permissions: ['address:list', 'address:edit', 'order:list'] };
const main = user({ id: 1, username: 'acme' });
const sub = user({ id: 2, username: 'acme-clerk', parentId: 1, nickName: 'Clerk' });

describe('access profile', () => {
  it("gives a main account its roles' permissions and no grant list", async () => {
    const p = await profiles([main], {
      1: [customerRole, { id: 8, name: 'extra', permissions: ['order:list', 'api:key'] }],
    }).profile(main);
    expect(p.roleRefs).toEqual([
      { id: 7, name: 'customer' },
      { id: 8, name: 'extra' },
    ]);
    expect(p.roleNames).toEqual(['customer', 'extra']);
    expect([...p.permissions].sort()).toEqual(['address:edit', 'address:list', 'api:key', 'order:list']);
    expect(p.grantedMenuIds).toBeNull();
  });

  it('names the default role for a user without roles', async () => {
    const p = await profiles([main], {}).profile(main);
    expect(p.roleRefs).toEqual([]);
    expect(p.roleNames).toEqual(['ROLE_SYSTEM_DEFAULT']);
    expect(p.permissions.size).toBe(0);
  });

  it("gives a sub-account what it was granted, capped by its main account's permissions", async () => {
    const grants = {
      2: [
        { menuId: 10, permission: 'address:list' },
        { menuId: 11, permission: 'finance:wallet' }, // the main account lacks it
        { menuId: 12, permission: null }, // a directory: no permission
      ],
    };
    const p = await profiles([main, sub], { 1: [customerRole], 2: [] }, grants).profile(sub);
    expect([...p.permissions]).toEqual(['address:list']);
    expect(p.grantedMenuIds).toEqual([10, 11, 12]);
    expect(p.roleNames).toEqual(['ROLE_SYSTEM_DEFAULT']);
  });

  it("does not give a sub-account its main account's permissions it was not granted", async () => {
    const p = await profiles([main, sub], { 1: [customerRole] }, { 2: [] }).profile(sub);
    expect(p.permissions.size).toBe(0);
    expect(p.grantedMenuIds).toEqual([]);
  });

  it('lets a sub-account of an admin main account use every permission it was granted', async () => {
    const admin: Role = { id: 1, name: 'admin', permissions: [] };
    const grants = {
      2: [
        { menuId: 11, permission: 'finance:wallet' },
        { menuId: 12, permission: null }, // a directory carries no permission, even under an admin
      ],
    };
    // The admin role among others still counts.
    const p = await profiles([main, sub], { 1: [customerRole, admin] }, grants).profile(sub);
    expect([...p.permissions]).toEqual(['finance:wallet']);
  });

  it("answers user info: roles then sorted permissions, the edition, the sub-account's main account", async () => {
    const grants = {
      2: [
        { menuId: 10, permission: 'order:list' },
        { menuId: 9, permission: 'address:list' },
      ],
    };
    const info = await profiles([main, sub], { 1: [customerRole] }, grants).userInfo(sub, 'ko');
    expect(info.roles).toEqual(['ROLE_SYSTEM_DEFAULT', 'address:list', 'order:list']);
    expect(info.permissions).toEqual(['address:list', 'order:list']);
    expect(info.isSubLogin).toBe(true);
    expect(info.isFree).toBe(true);
    expect(info.privilegeType).toBe('USER');
    expect(info.language).toBe('ko');
    expect(info.currentSubscribe).toEqual({ edition: 'FREE', expiresAt: null });
    expect(info.subscribeOrderExpireMap).toEqual({});
    expect(info.user).toMatchObject({
      id: 2,
      username: 'acme-clerk',
      nickName: 'Clerk',
      accountId: 1,
      mainAccountName: 'acme',
      isSubAccount: true,
      language: 'ko',
      roles: [],
    });
  });

  it("answers a main account's own id as its account, its name as nick name, its saved language", async () => {
    const staff = user({ id: 5, username: 'ops', privilegeType: 'PLATFORM', language: 'en' });
    const info = await profiles([staff], { 5: [{ id: 3, name: 'ops', permissions: ['user:list'] }] }).userInfo(
      staff,
      'zh',
    );
    expect(info.user).toMatchObject({ accountId: 5, nickName: 'ops', mainAccountName: null, language: 'en' });
    expect(info.language).toBe('en');
    expect(info.isSubLogin).toBe(false);
    expect(info.isFree).toBe(false);
    expect(info.roles).toEqual(['ops', 'user:list']);
  });

  it('answers the auth list: permissions, and the granted menus (none for a main account)', async () => {
    const grants = { 2: [{ menuId: 10, permission: 'address:list' }] };
    const list = profiles([main, sub], { 1: [customerRole] }, grants);
    expect(await list.authList(sub, 'zh')).toMatchObject({ permissions: ['address:list'], menuIds: [10] });
    const own = await list.authList(main, 'zh');
    expect(own.permissions).toEqual(['address:edit', 'address:list', 'order:list']);
    expect(own.menuIds).toEqual([]);
    expect(own.user).toMatchObject({ id: 1, accountId: 1, roles: [{ id: 7, name: 'customer' }] });
  });
});
