import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { menus } from '../menus';
import { users } from '../users';
import { roles } from '../roles';

let t: TestApp;
let main: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let menuId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  main = await signedInUser(t);
  stranger = await signedInUser(t);
  const rows = await t.db
    .select({ id: menus.id, key: menus.key })
    .from(menus)
    .where(
      inArray(menus.key, ['customer', 'customer.address', 'customer.address.edit', 'customer.sub', 'system.users']),
    );
  menuId = Object.fromEntries(rows.map((r) => [r.key, r.id]));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const api = (method: Method, url: string, body?: unknown, token = main.token) =>
  t.call(method, url, { token, body, lang: 'en' });
const subInput = (over: Record<string, unknown> = {}) => ({
  username: uniqueName('sub'),
  nickName: 'Clerk',
  password: t.enc('Clerk1234'),
  ...over,
});
async function addSub(over: Record<string, unknown> = {}, token = main.token) {
  const input = subInput(over);
  const res = await api('POST', '/api/subAccount/add', input, token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { id: res.body.obj.id as number, username: input.username };
}
const listOf = async (token = main.token) => (await api('POST', '/api/subAccount/list', {}, token)).body.rows;

describe('sub-accounts of a customer main account', () => {
  it('creates a sub-account with menus granted; it signs in and acts within them for its main account', async () => {
    const sub = await addSub({ menuIds: [menuId['customer.address']] });
    const row = (await listOf()).find((r: { id: number }) => r.id === sub.id);
    expect(row).toMatchObject({
      username: sub.username,
      nickName: 'Clerk',
      enabled: true,
      menuIds: [menuId['customer.address']],
    });
    const token = await t.login(sub.username, 'Clerk1234');
    const list = await t.call('GET', '/api/subProduct/getAuthList', { token });
    expect(list.body.obj.permissions).toEqual(['address:list']);
    expect(list.body.obj.user.accountId).toBe(main.user.id);
  });

  it('offers only the main account’s own menus, never the sub-account screen', async () => {
    const res = await api('GET', '/api/subAccount/menus');
    const ids = res.body.rows.map((m: { id: number }) => m.id);
    expect(ids).toEqual(
      expect.arrayContaining([menuId.customer, menuId['customer.address'], menuId['customer.address.edit']]),
    );
    expect(ids).not.toContain(menuId['customer.sub']);
    expect(ids).not.toContain(menuId['system.users']);
    expect(res.body.rows.find((m: { id: number }) => m.id === menuId['customer.address'])).toMatchObject({
      title: 'Address book',
      pid: menuId.customer,
      type: 1,
    });
  });

  it('never grants a menu the main account lacks', async () => {
    const sub = await addSub();
    for (const key of ['system.users', 'customer.sub']) {
      const res = await api('POST', '/api/subAccount/grant', { id: sub.id, menuIds: [menuId[key]] });
      expect([res.status, res.body.errorKey]).toEqual([400, 'MENU_NOT_GRANTABLE']);
    }
    expect((await api('POST', '/api/subAccount/add', subInput({ menuIds: [menuId['system.users']] }))).status).toBe(
      400,
    );
    // A main account whose role lacks address:edit cannot hand it on.
    const [limited] = await t.db
      .insert(roles)
      .values({ name: uniqueName('limited'), privilegeType: 'USER', permissions: ['account:sub', 'address:list'] })
      .returning();
    const narrow = await signedInUser(t, { roles: [limited!.name] });
    const narrowSub = await addSub({}, narrow.token);
    const refused = await api(
      'POST',
      '/api/subAccount/grant',
      { id: narrowSub.id, menuIds: [menuId['customer.address.edit']] },
      narrow.token,
    );
    expect(refused.body.errorKey).toBe('MENU_NOT_GRANTABLE');
    const ok = await api(
      'POST',
      '/api/subAccount/grant',
      { id: narrowSub.id, menuIds: [menuId['customer.address']] },
      narrow.token,
    );
    expect(ok.status).toBe(200);
  });

  it('grants replace the previous ones and take effect for the sub-account', async () => {
    const sub = await addSub({ menuIds: [menuId['customer.address']] });
    const token = await t.login(sub.username, 'Clerk1234');
    expect((await t.call('POST', '/api/customerAddress/findByDto', { token, body: {} })).status).toBe(200);
    expect(
      (await api('POST', '/api/subAccount/grant', { id: sub.id, menuIds: [menuId['customer.address.edit']] })).status,
    ).toBe(200);
    expect((await listOf()).find((r: { id: number }) => r.id === sub.id).menuIds).toEqual([
      menuId['customer.address.edit'],
    ]);
    // Directories are implied: granting one stores nothing.
    expect((await api('POST', '/api/subAccount/grant', { id: sub.id, menuIds: [menuId.customer] })).status).toBe(200);
    expect((await listOf()).find((r: { id: number }) => r.id === sub.id).menuIds).toEqual([]);
  });

  it('edits, disables (sessions end), enables and deletes its sub-accounts', async () => {
    const sub = await addSub();
    const token = await t.login(sub.username, 'Clerk1234');
    expect(
      (await api('POST', '/api/subAccount/update', { id: sub.id, nickName: 'Renamed', phone: '13711112222' })).status,
    ).toBe(200);
    expect((await listOf()).find((r: { id: number }) => r.id === sub.id)).toMatchObject({
      nickName: 'Renamed',
      phone: '13711112222',
    });
    expect((await api('POST', `/api/subAccount/disable/${sub.id}`)).status).toBe(200);
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(401);
    expect((await api('POST', `/api/subAccount/enable/${sub.id}`)).status).toBe(200);
    const again = await t.login(sub.username, 'Clerk1234');
    expect((await api('POST', '/api/subAccount/update', { id: sub.id, password: t.enc('NewPass123') })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/auth/info', { token: again })).status).toBe(401);
    await expect(t.login(sub.username, 'NewPass123')).resolves.toEqual(expect.any(String));
    expect((await api('POST', '/api/subAccount/delete', { ids: [sub.id] })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, sub.id))).toEqual([]);
  });

  it('another customer’s sub-account ids answer 404 and change nothing', async () => {
    const sub = await addSub({ menuIds: [menuId['customer.address']] });
    const calls: [Method, string, unknown][] = [
      ['POST', '/api/subAccount/update', { id: sub.id, nickName: 'Taken over' }],
      ['POST', '/api/subAccount/delete', { ids: [sub.id] }],
      ['POST', `/api/subAccount/disable/${sub.id}`, undefined],
      ['POST', `/api/subAccount/enable/${sub.id}`, undefined],
      ['POST', '/api/subAccount/grant', { id: sub.id, menuIds: [] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, body, stranger.token);
      expect([url, res.status, res.body.errorKey]).toEqual([url, 404, 'SUB_ACCOUNT_NOT_FOUND']);
    }
    expect((await listOf(stranger.token)).map((r: { id: number }) => r.id)).not.toContain(sub.id);
    expect((await listOf()).find((r: { id: number }) => r.id === sub.id)).toMatchObject({
      nickName: 'Clerk',
      enabled: true,
      menuIds: [menuId['customer.address']],
    });
    // A main account cannot reach another's main account either.
    expect((await api('POST', `/api/subAccount/disable/${stranger.user.id}`)).status).toBe(404);
  });

  it('a sub-account cannot manage sub-accounts, even when granted the screen', async () => {
    const sub = await signedInUser(t, { parentId: main.user.id, grants: ['customer.sub'] });
    for (const [method, url, body] of [
      ['POST', '/api/subAccount/list', {}],
      ['GET', '/api/subAccount/menus', undefined],
      ['POST', '/api/subAccount/add', subInput()],
    ] as [Method, string, unknown][]) {
      const res = await api(method, url, body, sub.token);
      expect(res.status).toBe(403);
    }
  });

  it('is for customers: the platform and a supplier are refused', async () => {
    const admin = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
    const supplier = await signedInUser(t, { privilegeType: 'SUPPLIER' });
    for (const token of [admin.token, supplier.token]) {
      expect((await api('POST', '/api/subAccount/list', {}, token)).status).toBe(403);
      expect((await api('POST', '/api/subAccount/add', subInput(), token)).status).toBe(403);
    }
    expect((await t.call('POST', '/api/subAccount/list', { body: {} })).status).toBe(401);
  });

  it('50 concurrent creates of one name: one sub-account, 49 conflicts', async () => {
    const username = uniqueName('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('POST', '/api/subAccount/add', subInput({ username }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errorKey === 'USERNAME_TAKEN')).toHaveLength(49);
  });

  it('answers hostile input with 400', async () => {
    const bad: [Method, string, unknown][] = [
      ['POST', '/api/subAccount/add', subInput({ username: 'a\u0000b' })],
      ['POST', '/api/subAccount/add', subInput({ nickName: 'n'.repeat(100_000) })],
      ['POST', '/api/subAccount/add', subInput({ password: t.enc('weak') })],
      ['POST', '/api/subAccount/add', subInput({ menuIds: [2_147_483_648] })],
      ['POST', '/api/subAccount/add', subInput({ menuIds: 'all' })],
      ['POST', '/api/subAccount/update', { id: 2_147_483_648 }],
      ['POST', '/api/subAccount/update', { id: 'x' }],
      ['POST', '/api/subAccount/delete', { ids: [] }],
      ['POST', '/api/subAccount/disable/2147483648', undefined],
      ['POST', '/api/subAccount/grant', { id: 1, menuIds: [0] }],
      ['POST', '/api/subAccount/list', { keyword: 'a\u0000' }],
    ];
    for (const [method, url, body] of bad) expect([url, (await api(method, url, body)).status]).toEqual([url, 400]);
  });
});
