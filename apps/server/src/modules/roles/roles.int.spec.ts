import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@parcelhub/contracts';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { menus } from '../menus';
import { roles } from './roles.tables';

let t: TestApp;
let admin: string;
let customer: string;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  customer = await t.login((await createUser(t.db)).username);
  supplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
});
afterAll(() => t.close());

const role = (patch: Record<string, unknown> = {}) => ({
  name: uniqueName('role-'),
  level: 5,
  description: 'test',
  dataScope: 'ALL',
  privilegeType: 'PLATFORM',
  permissions: ['order:list'],
  menuIds: [],
  ...patch,
});
const menuId = async (where: Partial<{ key: string; component: string; permission: string }>) => {
  const col = where.key
    ? eq(menus.key, where.key)
    : where.component
      ? eq(menus.component, where.component)
      : eq(menus.permission, where.permission!);
  return (await t.db.select().from(menus).where(col))[0]!;
};

/** A platform user holding only a limited role (system:role, order:list, user:list at level 5). */
async function limitedUser() {
  const name = uniqueName('ops-');
  const res = await t.call('POST', '/api/roles', {
    token: admin,
    body: role({ name, permissions: ['system:role', 'order:list', 'user:list'] }),
  });
  expect(res.status).toBe(200);
  const user = await createUser(t.db, { privilegeType: 'PLATFORM', roles: [name] });
  return { token: await t.login(user.username), role: res.body.obj };
}

describe('roles: access', () => {
  it('refuses customers and suppliers on every call', async () => {
    const [platform] = await t.db.select().from(roles).where(eq(roles.name, 'platform'));
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/roles'],
      ['GET', '/api/roles/all'],
      ['GET', '/api/roles/level'],
      ['GET', '/api/roles/roleModuleList'],
      ['GET', '/api/roles/menuTree'],
      ['POST', '/api/roles', role()],
      ['PUT', '/api/roles', { ...role(), id: platform!.id }],
      ['PUT', '/api/roles/menu', { id: platform!.id, menuIds: [] }],
      ['DELETE', '/api/roles', [platform!.id]],
    ];
    for (const token of [customer, supplier]) {
      for (const [method, url, body] of calls) {
        expect((await t.call(method as 'GET', url, { token, body })).status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await t.call('GET', '/api/roles')).status).toBe(401);
  });
});

describe('roles: administration', () => {
  it('creates, lists, edits, assigns menus to and deletes a role', async () => {
    const page = await menuId({ component: 'system/users/index' });
    const created = await t.call('POST', '/api/roles', {
      token: admin,
      body: role({ name: '华南仓库管理员', menuIds: [page.id], dataScope: 'ACCOUNT' }),
    });
    expect(created.status).toBe(200);
    const r = created.body.obj;
    expect(r).toMatchObject({
      name: '华南仓库管理员',
      level: 5,
      dataScope: 'ACCOUNT',
      builtIn: false,
      menuIds: [page.id],
    });
    expect(r.permissions).toEqual(['order:list', page.permission].sort());

    const list = await t.call('GET', '/api/roles?blurry=仓库', { token: admin });
    expect(list.body.rows.map((x: { id: number }) => x.id)).toEqual([r.id]);
    const all = await t.call('GET', '/api/roles?pageSize=100', { token: admin });
    expect(all.body.rows.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['admin', 'platform', 'customer']),
    );
    expect(all.body.rows.find((x: { name: string }) => x.name === 'admin')).toMatchObject({ builtIn: true, level: 1 });
    expect(
      (await t.call('GET', '/api/roles?privilegeType=USER', { token: admin })).body.rows.map(
        (x: { name: string }) => x.name,
      ),
    ).toContain('customer');
    expect((await t.call('GET', '/api/roles/all', { token: admin })).body.rows).toContainEqual({
      label: '华南仓库管理员',
      value: String(r.id),
    });
    expect((await t.call('GET', '/api/roles/level', { token: admin })).body.obj).toEqual({ level: 1 });

    const edited = await t.call('PUT', '/api/roles', {
      token: admin,
      body: { ...role({ name: '华南仓库主管', level: 6, permissions: ['stats:view'], menuIds: [] }), id: r.id },
    });
    expect(edited.body.obj).toMatchObject({ name: '华南仓库主管', level: 6, permissions: ['stats:view'], menuIds: [] });
    const assigned = await t.call('PUT', '/api/roles/menu', {
      token: admin,
      body: { id: r.id, menuIds: [page.id, page.id] },
    });
    expect(assigned.body.obj.menuIds).toEqual([page.id]);
    expect(assigned.body.obj.permissions).toEqual([page.permission, 'stats:view'].sort());

    expect((await t.call('DELETE', '/api/roles', { token: admin, body: [r.id] })).body.obj).toEqual({ deleted: 1 });
    expect((await t.call('DELETE', '/api/roles', { token: admin, body: [r.id] })).status).toBe(404);
  });

  it('answers the module permissions grouped and worded in the caller language', async () => {
    const res = await t.call('GET', '/api/roles/roleModuleList', { token: admin, lang: 'en' });
    const system = res.body.rows.find((m: { value: string }) => m.value === 'system');
    expect(system.label).toBe('System');
    expect(system.permissions).toContainEqual({ value: 'system:menu', label: 'Menus' });
    const all = res.body.rows.flatMap((m: { permissions: { value: string }[] }) => m.permissions.map((p) => p.value));
    expect(all.sort()).toEqual([...PERMISSIONS].sort());
    const ko = await t.call('GET', '/api/roles/roleModuleList', { token: admin, lang: 'ko' });
    expect(ko.body.rows[0].label).toBe('주문');
  });

  it("gives a holder the role's new permissions at the next sign-in", async () => {
    const { token, role: r } = await limitedUser();
    expect((await t.call('GET', '/api/menus', { token })).status).toBe(403);
    const upd = await t.call('PUT', '/api/roles', {
      token: admin,
      body: {
        ...role({ name: r.name, permissions: ['system:role', 'order:list', 'user:list', 'system:menu'] }),
        id: r.id,
      },
    });
    expect(upd.status).toBe(200);
    const [held] = await t.db.select().from(roles).where(eq(roles.id, r.id));
    expect(held!.permissions).toContain('system:menu');
    const user = await createUser(t.db, { privilegeType: 'PLATFORM', roles: [r.name] });
    const fresh = await t.login(user.username);
    expect((await t.call('GET', '/api/menus', { token: fresh })).status).toBe(200);
    expect((await t.call('DELETE', '/api/roles', { token: admin, body: [r.id] })).body.errorKey).toBe('ROLE_IN_USE');
  });

  it('keeps built-in roles: no delete, no rename; reserved and duplicate names refused', async () => {
    const [platform] = await t.db.select().from(roles).where(eq(roles.name, 'platform'));
    expect((await t.call('DELETE', '/api/roles', { token: admin, body: [platform!.id] })).body.errorKey).toBe(
      'ROLE_BUILT_IN',
    );
    const rename = await t.call('PUT', '/api/roles', {
      token: admin,
      body: { ...role({ name: 'platform2', level: 2, permissions: [] }), id: platform!.id },
    });
    expect(rename.body.errorKey).toBe('ROLE_BUILT_IN');
    for (const name of ['admin', 'system:menu', '管理system:menu', 'ROLE_SYSTEM_DEFAULT']) {
      const res = await t.call('POST', '/api/roles', { token: admin, body: role({ name }) });
      expect(res.status, name).toBe(400);
      expect(res.body.errorKey).toBe('ROLE_NAME_RESERVED');
    }
    const dup = await t.call('POST', '/api/roles', {
      token: admin,
      body: role({ name: 'customer', privilegeType: 'USER', permissions: [] }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errorKey).toBe('ROLE_NAME_TAKEN');
    const mismatch = await t.call('POST', '/api/roles', {
      token: admin,
      body: role({ menuIds: [(await menuId({ key: 'customer.address' })).id] }),
    });
    expect(mismatch.body.errorKey).toBe('ROLE_MENU_TYPE_MISMATCH');
    const unknown = await t.call('POST', '/api/roles', { token: admin, body: role({ menuIds: [2147483647] }) });
    expect(unknown.status).toBe(404);
  });

  it('creates exactly one role out of 50 concurrent identical requests', async () => {
    const body = role({ name: uniqueName('race-') });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/roles', { token: admin, body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(await t.db.select().from(roles).where(eq(roles.name, body.name))).toHaveLength(1);
  });
});

describe('roles: no escalation', () => {
  it('refuses to grant a permission or a menu entry the caller lacks, or a level above its own', async () => {
    const { token, role: mine } = await limitedUser();
    expect((await t.call('GET', '/api/roles/level', { token })).body.obj).toEqual({ level: 5 });
    const grant = await t.call('POST', '/api/roles', { token, body: role({ permissions: ['system:menu'] }) });
    expect(grant.status).toBe(403);
    expect(grant.body).toMatchObject({ errorKey: 'ROLE_GRANT_EXCEEDS', params: { permission: 'system:menu' } });
    const menuPage = await menuId({ component: 'system/menu/index' });
    const viaMenu = await t.call('POST', '/api/roles', {
      token,
      body: role({ permissions: [], menuIds: [menuPage.id] }),
    });
    expect(viaMenu.body.errorKey).toBe('ROLE_GRANT_EXCEEDS');
    const higher = await t.call('POST', '/api/roles', { token, body: role({ level: 4 }) });
    expect(higher.status).toBe(403);
    expect(higher.body.errorKey).toBe('ROLE_LEVEL_ABOVE_CALLER');

    const ok = await t.call('POST', '/api/roles', { token, body: role({ level: 5, permissions: ['order:list'] }) });
    expect(ok.status).toBe(200);
    const widen = await t.call('PUT', '/api/roles', {
      token,
      body: { ...role({ name: ok.body.obj.name, permissions: ['order:list', 'finance:review'] }), id: ok.body.obj.id },
    });
    expect(widen.body.errorKey).toBe('ROLE_GRANT_EXCEEDS');
    const selfWiden = await t.call('PUT', '/api/roles', {
      token,
      body: {
        ...role({ name: mine.name, permissions: ['system:role', 'order:list', 'user:list', 'user:approve'] }),
        id: mine.id,
      },
    });
    expect(selfWiden.body.errorKey).toBe('ROLE_GRANT_EXCEEDS');
    const assign = await t.call('PUT', '/api/roles/menu', {
      token,
      body: { id: ok.body.obj.id, menuIds: [menuPage.id] },
    });
    expect(assign.body.errorKey).toBe('ROLE_GRANT_EXCEEDS');

    const [platform] = await t.db.select().from(roles).where(eq(roles.name, 'platform'));
    const above = await t.call('PUT', '/api/roles/menu', { token, body: { id: platform!.id, menuIds: [] } });
    expect(above.body.errorKey).toBe('ROLE_LEVEL_ABOVE_CALLER');
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.name, 'admin'));
    expect(
      (await t.call('PUT', '/api/roles', { token, body: { ...role({ name: 'admin', level: 5 }), id: adminRole!.id } }))
        .status,
    ).toBe(403);

    const tree = await t.call('GET', '/api/roles/menuTree', { token });
    const ids = JSON.stringify(tree.body.rows);
    expect(ids).not.toContain(`"id":${menuPage.id},`);
    const full = await t.call('GET', '/api/roles/menuTree', { token: admin });
    expect(JSON.stringify(full.body.rows)).toContain(`"id":${menuPage.id},`);
  });
});

describe('roles: hostile input', () => {
  it('answers 400, never 500', async () => {
    const bodies = [
      role({ name: 'a\u0000b' }),
      role({ name: 'x'.repeat(100_000) }),
      role({ name: '' }),
      role({ level: 0 }),
      role({ level: 1000 }),
      role({ level: 2.5 }),
      role({ level: '1' }),
      role({ dataScope: 'EVERYTHING' }),
      role({ privilegeType: 'ROOT' }),
      role({ permissions: ['system:everything'] }),
      role({ permissions: 'system:menu' }),
      role({ menuIds: [2147483648] }),
      role({ menuIds: [0] }),
      role({ description: 'd'.repeat(300) }),
      [role()],
      'text',
    ];
    for (const body of bodies) {
      const res = await t.call('POST', '/api/roles', { token: admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await t.call('PUT', '/api/roles', { token: admin, body: { ...role(), id: 2147483648 } })).status).toBe(400);
    expect((await t.call('PUT', '/api/roles', { token: admin, body: { ...role(), id: 2147483647 } })).status).toBe(404);
    for (const body of [[], [2147483648], ['1'], { ids: [1] }]) {
      expect((await t.call('DELETE', '/api/roles', { token: admin, body })).status).toBe(400);
    }
    expect((await t.call('PUT', '/api/roles/menu', { token: admin, body: { id: 1, menuIds: [-1] } })).status).toBe(400);
    expect(
      (await t.call('PUT', '/api/roles/menu', { token: admin, body: { id: 2147483647, menuIds: [] } })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/roles?pageNo=-1', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/api/roles?blurry=%00', { token: admin })).status).toBe(400);
    expect((await t.call('GET', `/api/roles?blurry=${'%25_'.repeat(10)}`, { token: admin })).status).toBe(200);
  });
});
