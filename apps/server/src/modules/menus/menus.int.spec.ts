import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { eq } from 'drizzle-orm';
import { createUser } from '../../../test/factories/users';
import { menus } from './menus.tables';
import { seedMenus } from './menus.seed';
import { regionsModule } from '../regions';
import { dataAccessOf } from '../../platform/db/data-access';
import { countries } from '../regions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const components = (nodes: MenuNode[]) =>
  flatten(nodes)
    .filter((n) => n.type === 1)
    .map((n) => n.component);

async function menusOf(spec: Parameters<typeof createUser>[1], lang = 'zh') {
  const user = await createUser(t.db, spec);
  const token = await t.login(user.username);
  const res = await t.call('GET', '/api/menus/build', { token, lang });
  expect(res.status).toBe(200);
  return { tree: res.body.obj as MenuNode[], token, user };
}

describe('menus', () => {
  it("builds each privilege type's navigation, pages with component keys, directories up to three levels", async () => {
    const customer = await menusOf({ privilegeType: 'USER' });
    expect(components(customer.tree)).toEqual(
      expect.arrayContaining(['home/index', 'address/index', 'order/place/index']),
    );
    expect(components(customer.tree)).not.toContain('system/users/index');
    const admin = await menusOf({ privilegeType: 'PLATFORM', roles: ['admin'] });
    expect(components(admin.tree)).toEqual(
      expect.arrayContaining(['home/index', 'system/users/index', 'system/outbox/index']),
    );
    expect(components(admin.tree)).not.toContain('address/index');
    const supplier = await menusOf({ privilegeType: 'SUPPLIER' });
    expect(components(supplier.tree)).toEqual(expect.arrayContaining(['product/cost/index', 'order/list/index']));
    expect(components(supplier.tree)).not.toContain('order/place/index');
    for (const { tree } of [customer, admin, supplier]) {
      for (const node of flatten(tree)) {
        if (node.type === 1) expect(node.path).toMatch(/^\//);
        else expect(node.children?.length).toBeGreaterThan(0);
        expect(node.type).not.toBe(2);
      }
    }
  });

  it('titles the menu in the caller language', async () => {
    const { tree } = await menusOf({ privilegeType: 'USER' }, 'ko');
    expect(tree[0]!.meta.title).toBe('홈');
  });

  it('shows a user without roles only what needs no permission (ROLE_SYSTEM_DEFAULT)', async () => {
    const { tree, token } = await menusOf({ privilegeType: 'USER', roles: [] });
    expect(components(tree)).toEqual(['home/index']);
    const info = await t.call('GET', '/auth/info', { token });
    expect(info.body.obj.roles).toEqual(['ROLE_SYSTEM_DEFAULT']);
    expect((await t.call('POST', '/api/customerAddress/findByDto', { token, body: {} })).status).toBe(403);
  });

  it('shows a sub-account only what its main account granted, and loads its auth list', async () => {
    const main = await createUser(t.db);
    const { tree, token } = await menusOf({ parentId: main.id, grants: ['home', 'customer.address'] });
    expect(components(tree)).toEqual(['home/index', 'address/index']);
    const auth = await t.call('GET', '/api/subProduct/getAuthList', { token });
    expect(auth.body.obj.user.isSubAccount).toBe(true);
    expect(auth.body.obj.user.accountId).toBe(main.id);
    expect(auth.body.obj.user.mainAccountName).toBe(main.username);
    expect(auth.body.obj.permissions).toEqual(['address:list']);
    expect(auth.body.obj.menuIds).toHaveLength(2);
    const info = await t.call('GET', '/auth/info', { token });
    expect(info.body.obj.isSubLogin).toBe(true);
  });

  it('never gives a sub-account more than its main account holds', async () => {
    const main = await createUser(t.db, { roles: [] });
    const { tree } = await menusOf({
      parentId: main.id,
      grants: ['home', 'customer.address', 'customer.address.edit'],
    });
    expect(components(tree)).toEqual(['home/index']);
  });
});

describe('subscription edition', () => {
  it('answers the free edition for a customer without a subscription', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    expect((await t.call('GET', '/api/users/getCurrentAccountVersion', { token })).body.obj).toEqual({
      edition: 'FREE',
      expiresAt: null,
    });
    expect((await t.call('GET', '/api/subscribeOrder/hasSubscribe', { token })).body.obj).toBe(false);
    expect((await t.call('GET', '/auth/info', { token })).body.obj.isFree).toBe(true);
  });
});

describe('reference data', () => {
  it('is restored by the seed at every start: menu entries and country names', async () => {
    await t.db
      .update(menus)
      .set({ titleEn: 'Changed', component: 'broken/index' })
      .where(eq(menus.key, 'customer.address'));
    await t.db.update(countries).set({ nameEn: 'Changed', isEu: false }).where(eq(countries.code, 'DE'));
    await seedMenus(dataAccessOf(t.database));
    await regionsModule.seed?.(dataAccessOf(t.database));
    const [menu] = await t.db.select().from(menus).where(eq(menus.key, 'customer.address'));
    expect(menu).toMatchObject({ titleEn: 'Address book', component: 'address/index' });
    const [de] = await t.db.select().from(countries).where(eq(countries.code, 'DE'));
    expect(de).toMatchObject({ nameEn: 'Germany', isEu: true });
  });
});
