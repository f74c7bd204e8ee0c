import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MenuNode } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { menus, menuTombstones } from './menus.tables';
import { seedMenus } from './menus.seed';

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

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const idOf = async (key: string) => (await t.db.select().from(menus).where(eq(menus.key, key)))[0]!.id;
const build = async (token = admin, lang = 'en') =>
  flatten((await t.call('GET', '/api/menus/build', { token, lang })).body.obj as MenuNode[]);

const page = (patch: Record<string, unknown> = {}) => ({
  pid: null,
  type: 1,
  titleZh: '测试页',
  titleEn: 'Test page',
  titleKo: '테스트',
  path: '/test-page',
  component: 'system/dict/index',
  icon: 'setting',
  sort: 5,
  hidden: false,
  permission: 'system:dict',
  privilegeTypes: ['PLATFORM'],
  ...patch,
});

describe('menu management: access', () => {
  it('refuses customers and suppliers on every call', async () => {
    const id = await idOf('home');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/menus'],
      ['GET', '/api/menus/lazy?pid=0'],
      ['GET', '/api/menus/menuList?pid=0'],
      ['GET', `/api/menus/child?id=${id}`],
      ['POST', '/api/menus/superior', [id]],
      ['POST', '/api/menus', page()],
      ['PUT', '/api/menus', { ...page(), id }],
      ['DELETE', '/api/menus', [id]],
    ];
    for (const token of [customer, supplier]) {
      for (const [method, url, body] of calls) {
        const res = await t.call(method as 'GET', url, { token, body });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await t.call('GET', '/api/menus')).status).toBe(401);
    expect(await idOf('home')).toBe(id);
  });

  it('a platform user without system:menu does not see the screen and is refused when calling it directly', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: admin,
      body: {
        name: 'menu-less',
        level: 5,
        description: '',
        dataScope: 'ALL',
        privilegeType: 'PLATFORM',
        permissions: ['user:list'],
      },
    });
    expect(role.status).toBe(200);
    const token = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['menu-less'] })).username);
    expect((await build(token)).map((n) => n.component)).not.toContain('system/menu/index');
    expect((await t.call('POST', '/api/menus', { token, body: page() })).status).toBe(403);
    expect((await t.call('GET', '/api/menus', { token })).body.errorKey).toBe('FORBIDDEN');
  });
});

describe('menu management: reading', () => {
  it('lists every entry flat with titles in three languages, filters and pages', async () => {
    const all = await t.call('GET', '/api/menus', { token: admin, lang: 'en' });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(50);
    const address = all.body.rows.find((r: { key: string }) => r.key === 'customer.address');
    expect(address).toMatchObject({
      title: 'Address book',
      component: 'address/index',
      seeded: true,
      editedFields: [],
    });
    const found = await t.call('GET', '/api/menus?blurry=address/index', { token: admin });
    expect(found.body.rows.map((r: { key: string }) => r.key)).toEqual(['customer.address']);
    const paged = await t.call('GET', '/api/menus?pageNo=1&pageSize=5', { token: admin });
    expect(paged.body.rows).toHaveLength(5);
    expect(paged.body.total).toBe(all.body.total);
    const roots = await t.call('GET', '/api/menus?pid=0', { token: admin });
    expect(roots.body.rows.every((r: { pid: number | null }) => r.pid === null)).toBe(true);
    const users = await t.call('GET', '/api/menus?privilegeType=USER', { token: admin });
    expect(users.body.rows.every((r: { privilegeTypes: string[] }) => r.privilegeTypes.includes('USER'))).toBe(true);
  });

  it('answers children lazily, the tree under an entry, descendant ids and superiors', async () => {
    const system = (await t.db.select().from(menus).where(eq(menus.component, 'system/menu/index')))[0]!;
    const parentId = await idOf(system.parentKey!);
    const lazy = await t.call('GET', `/api/menus/lazy?pid=${parentId}`, { token: admin });
    expect(lazy.body.rows.map((r: { id: number }) => r.id)).toContain(system.id);
    expect(lazy.body.rows.every((r: { pid: number }) => r.pid === parentId)).toBe(true);
    const top = await t.call('GET', '/api/menus/lazy', { token: admin });
    expect(top.body.rows.map((r: { key: string }) => r.key)).toContain('home');
    const tree = await t.call('GET', `/api/menus/menuList?pid=${parentId}`, { token: admin, lang: 'ko' });
    expect(tree.body.rows.map((r: { id: number }) => r.id)).toContain(system.id);
    const whole = await t.call('GET', '/api/menus/menuList?pid=0', { token: admin });
    expect(whole.body.rows.length).toBeGreaterThan(3);
    const child = await t.call('GET', `/api/menus/child?id=${parentId}`, { token: admin });
    expect(child.body.rows).toEqual(expect.arrayContaining([parentId, system.id]));
    const sup = await t.call('POST', '/api/menus/superior', { token: admin, body: [system.id] });
    expect(sup.status).toBe(200);
    const parentNode = sup.body.rows.find((r: { id: number }) => r.id === parentId);
    expect(parentNode.children.map((c: { id: number }) => c.id)).toContain(system.id);
    expect(sup.body.rows.map((r: { key: string }) => r.key)).toContain('home');
    expect((await t.call('GET', '/api/menus/child?id=2147483647', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/api/menus/lazy?pid=2147483647', { token: admin })).body.rows).toEqual([]);
  });
});

describe('menu management: writing', () => {
  it('creates, edits and deletes entries; the sidebar shows each change at the next load', async () => {
    const dirRes = await t.call('POST', '/api/menus', {
      token: admin,
      body: page({ type: 0, component: null, path: '', permission: null, titleEn: 'Test dir' }),
    });
    expect(dirRes.status).toBe(200);
    const dir = dirRes.body.obj;
    const created = await t.call('POST', '/api/menus', { token: admin, body: page({ pid: dir.id }) });
    expect(created.status).toBe(200);
    expect(created.body.obj).toMatchObject({ pid: dir.id, seeded: false, component: 'system/dict/index' });
    expect((await build()).find((n) => n.id === created.body.obj.id)?.meta.title).toBe('Test page');

    const edited = await t.call('PUT', '/api/menus', {
      token: admin,
      body: { ...page({ pid: dir.id, titleEn: 'Renamed' }), id: created.body.obj.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.obj.editedFields).toEqual(['titleEn']);
    expect((await build()).find((n) => n.id === created.body.obj.id)?.meta.title).toBe('Renamed');

    const hidden = await t.call('PUT', '/api/menus', {
      token: admin,
      body: { ...page({ pid: dir.id, titleEn: 'Renamed', hidden: true }), id: created.body.obj.id },
    });
    expect(hidden.body.obj.editedFields).toEqual(['hidden', 'titleEn']);
    expect((await build()).some((n) => n.id === created.body.obj.id)).toBe(false);

    const removed = await t.call('DELETE', '/api/menus', { token: admin, body: [dir.id] });
    expect(removed.body.obj).toEqual({ deleted: 2 });
    expect((await build()).some((n) => n.id === dir.id)).toBe(false);
    expect((await t.call('DELETE', '/api/menus', { token: admin, body: [dir.id] })).status).toBe(404);
  });

  it('refuses malformed entries with 400 and a field or rule error, never 500', async () => {
    const homeId = await idOf('home');
    const buttonId = (await t.db.select().from(menus).where(eq(menus.type, 2)))[0]!.id;
    const bad: [unknown, string?][] = [
      [page({ component: null }), 'VALIDATION_FAILED'],
      [page({ component: 'nope/index' }), 'VALIDATION_FAILED'],
      [page({ permission: 'system:everything' }), 'VALIDATION_FAILED'],
      [page({ type: 2, permission: null }), 'VALIDATION_FAILED'],
      [page({ type: 7 }), 'VALIDATION_FAILED'],
      [page({ titleZh: 'a\u0000b' }), 'VALIDATION_FAILED'],
      [page({ titleEn: 'x'.repeat(100_000) }), 'VALIDATION_FAILED'],
      [page({ path: 'no-slash' }), 'VALIDATION_FAILED'],
      [page({ privilegeTypes: [] }), 'VALIDATION_FAILED'],
      [page({ privilegeTypes: ['ROOT'] }), 'VALIDATION_FAILED'],
      [page({ sort: 'first' }), 'VALIDATION_FAILED'],
      [page({ hidden: 'yes' }), 'VALIDATION_FAILED'],
      [page({ pid: 2147483648 }), 'VALIDATION_FAILED'],
      [page({ pid: 2147483647 }), 'MENU_PARENT_INVALID'],
      [page({ pid: buttonId }), 'MENU_PARENT_INVALID'],
      [[1, 2], 'VALIDATION_FAILED'],
      ['text'],
    ];
    for (const [body, key] of bad) {
      const res = await t.call('POST', '/api/menus', { token: admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (key) expect(res.body.errorKey).toBe(key);
    }
    const put = await t.call('PUT', '/api/menus', { token: admin, body: { ...page(), id: 2147483648 } });
    expect(put.status).toBe(400);
    expect((await t.call('PUT', '/api/menus', { token: admin, body: { ...page(), id: 2147483647 } })).status).toBe(404);
    expect(
      (await t.call('PUT', '/api/menus', { token: admin, body: { ...page({ pid: homeId }), id: homeId } })).body
        .errorKey,
    ).toBe('MENU_PARENT_CYCLE');
    for (const body of [[], [0], [2147483648], ['1'], { ids: [1] }, [1.5], Array(1001).fill(1)]) {
      expect((await t.call('DELETE', '/api/menus', { token: admin, body })).status).toBe(400);
      expect((await t.call('POST', '/api/menus/superior', { token: admin, body })).status).toBe(400);
    }
    for (const q of ['id=abc', 'id=0', 'id=2147483648', 'id=1%00', '']) {
      expect((await t.call('GET', `/api/menus/child?${q}`, { token: admin })).status).toBe(400);
    }
    expect((await t.call('GET', '/api/menus/lazy?pid=-1', { token: admin })).status).toBe(400);
    expect((await t.call('GET', `/api/menus?blurry=${'x'.repeat(500)}`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/api/menus?blurry=%00', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/api/menus?pageSize=100000', { token: admin })).status).toBe(400);
  });

  it('refuses a fourth level of directories and pages, and turning a parent into a button', async () => {
    const mk = async (pid: number | null, type = 0) =>
      (
        await t.call('POST', '/api/menus', {
          token: admin,
          body: page({ pid, type, component: type === 1 ? 'system/dict/index' : null, path: type === 1 ? '/x' : '' }),
        })
      ).body;
    const a = (await mk(null)).obj;
    const b = (await mk(a.id)).obj;
    const c = (await mk(b.id, 1)).obj;
    expect((await mk(c.id, 1)).errorKey).toBe('MENU_TOO_DEEP');
    const button = await t.call('POST', '/api/menus', { token: admin, body: page({ pid: c.id, type: 2 }) });
    expect(button.status).toBe(200);
    const toButton = await t.call('PUT', '/api/menus', {
      token: admin,
      body: { ...page({ pid: a.id, type: 2 }), id: b.id },
    });
    expect(toButton.body.errorKey).toBe('MENU_BUTTON_WITH_CHILDREN');
    const other = (await mk(null)).obj;
    const moved = await t.call('PUT', '/api/menus', {
      token: admin,
      body: { ...page({ pid: other.id, type: 0, component: null, path: '' }), id: a.id },
    });
    expect(moved.body.errorKey).toBe('MENU_TOO_DEEP');
    await t.call('DELETE', '/api/menus', { token: admin, body: [a.id, other.id, b.id] });
  });

  it('takes 50 concurrent identical edits and deletes without a failure or a duplicate', async () => {
    const made = (await t.call('POST', '/api/menus', { token: admin, body: page() })).body.obj;
    const body = { ...page({ titleKo: '동시' }), id: made.id };
    const edits = await Promise.all(
      Array.from({ length: 50 }, () => t.call('PUT', '/api/menus', { token: admin, body })),
    );
    expect(edits.map((r) => r.status)).toEqual(Array(50).fill(200));
    const [row] = await t.db.select().from(menus).where(eq(menus.id, made.id));
    expect(row!.editedFields).toEqual(['titleKo']);
    const deletes = await Promise.all(
      Array.from({ length: 50 }, () => t.call('DELETE', '/api/menus', { token: admin, body: [made.id] })),
    );
    expect(deletes.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(deletes.reduce((n, r) => n + (r.body.obj?.deleted ?? 0), 0)).toBe(1);
    expect(await t.db.select().from(menus).where(eq(menus.id, made.id))).toEqual([]);
  });
});

describe('menu seed at start', () => {
  it("keeps an operator's edits across restarts while still following the seed elsewhere", async () => {
    const id = await idOf('customer.address');
    const [before] = await t.db.select().from(menus).where(eq(menus.id, id));
    const body = {
      id,
      pid: before!.parentKey ? await idOf(before!.parentKey) : null,
      type: before!.type,
      titleZh: before!.titleZh,
      titleEn: 'My addresses',
      titleKo: before!.titleKo,
      path: before!.path,
      component: before!.component,
      icon: 'book',
      sort: before!.sort,
      hidden: before!.hidden,
      permission: before!.permission,
      privilegeTypes: before!.privilegeTypes,
    };
    expect((await t.call('PUT', '/api/menus', { token: admin, body })).body.obj.editedFields).toEqual([
      'icon',
      'titleEn',
    ]);
    // Fields the operator did not touch follow the seed, even when changed behind the screen's back.
    await t.db.update(menus).set({ titleZh: '改过', sort: 999 }).where(eq(menus.id, id));
    await t.db.delete(menus).where(eq(menus.key, 'home'));
    const data = dataAccessOf(t.database);
    await seedMenus(data);
    await seedMenus(data);
    const [after] = await t.db.select().from(menus).where(eq(menus.id, id));
    expect(after).toMatchObject({
      titleEn: 'My addresses',
      icon: 'book',
      titleZh: before!.titleZh,
      sort: before!.sort,
    });
    expect((await t.db.select().from(menus).where(eq(menus.key, 'home'))).length).toBe(1);
    const user = await t.login((await createUser(t.db)).username);
    expect((await build(user)).find((n) => n.id === id)?.meta.title).toBe('My addresses');
  });

  it('does not bring back a seeded entry (or anything under it) an operator deleted', async () => {
    const parent = (await t.db.select().from(menus).where(eq(menus.component, 'system/menu/index')))[0]!.parentKey!;
    const under = await t.db.select().from(menus).where(eq(menus.parentKey, parent));
    expect(under.length).toBeGreaterThan(1);
    const res = await t.call('DELETE', '/api/menus', { token: admin, body: [await idOf(parent)] });
    expect(res.body.obj.deleted).toBeGreaterThan(under.length);
    await seedMenus(dataAccessOf(t.database));
    await seedMenus(dataAccessOf(t.database));
    expect(await t.db.select().from(menus).where(eq(menus.key, parent))).toEqual([]);
    expect(await t.db.select().from(menus).where(eq(menus.parentKey, parent))).toEqual([]);
    expect((await t.db.select().from(menuTombstones)).map((r) => r.key)).toContain(parent);
    expect((await build()).map((n) => n.component)).not.toContain('system/menu/index');
  });
});
