import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { signedInUser } from '../../../test/factories/accounts';
import { users } from '../users';
import { roles } from '../roles';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let operator: Awaited<ReturnType<typeof signedInUser>>;
let roleId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
  operator = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['platform'] });
  roleId = Object.fromEntries((await t.db.select().from(roles)).map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, body?: unknown, token = admin.token) =>
  t.call(method, url, { token, body, lang: 'en' });
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const mobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const newUser = (over: Record<string, unknown> = {}) => ({
  username: uniqueName('nu'),
  nickName: 'New One',
  phone: mobile(),
  email: `${uniqueName('m')}@example.com`,
  privilegeType: 'USER',
  isApproved: false,
  password: t.enc('Start1234'),
  ...over,
});
const listed = async (username: string) =>
  (await api('POST', '/api/users/list', { username, pageSize: 5 })).body.rows[0];

describe('user admin: create, update, delete', () => {
  it('creates a pending user with the roles chosen, who signs in once approved', async () => {
    const input = newUser({ roleIds: [roleId.customer] });
    const res = await api('POST', '/api/users', input, operator.token);
    expect(res.status).toBe(200);
    expect(res.body.obj).toEqual({ id: expect.any(Number), temporaryPassword: null });
    const made = await listed(input.username);
    expect(made).toMatchObject({
      username: input.username,
      nickName: 'New One',
      isApproved: false,
      enabled: true,
      roles: [{ id: roleId.customer, name: 'customer' }],
    });
    expect(
      (await t.call('POST', '/auth/login', { body: { username: input.username, password: t.enc('Start1234') } })).body
        .errorKey,
    ).toBe('NOT_APPROVED');
    expect((await api('POST', `/api/users/approve/${made.id}`)).status).toBe(200);
    await expect(t.login(input.username, 'Start1234')).resolves.toEqual(expect.any(String));
  });

  it('without a password, makes a strong temporary one and answers it once; default role by type', async () => {
    const input = newUser({ privilegeType: 'SUPPLIER', password: undefined });
    const res = await api('POST', '/api/users', input);
    const temp = res.body.obj.temporaryPassword as string;
    expect(temp).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await listed(input.username)).roles.map((r: { name: string }) => r.name)).toEqual(['supplier']);
    await api('POST', `/api/users/approve/${res.body.obj.id}`);
    await expect(t.login(input.username, temp)).resolves.toEqual(expect.any(String));
  });

  it('creating approved needs user:approve; a role of another type or unknown is refused', async () => {
    const noApprove = await signedInUser(t, { privilegeType: 'PLATFORM', roles: [] });
    await t.db
      .update(roles)
      .set({ permissions: ['user:edit', 'user:list'] })
      .where(eq(roles.name, 'platform'));
    const editor = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['platform'] });
    expect((await api('POST', '/api/users', newUser({ isApproved: true }), noApprove.token)).status).toBe(403);
    const byAdmin = await api('POST', '/api/users', newUser({ isApproved: true }));
    expect(await row(byAdmin.body.obj.id)).toMatchObject({ isApproved: true, approvedBy: admin.user.id });
    const wrongType = await api('POST', '/api/users', newUser({ roleIds: [roleId.supplier] }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errorKey).toBe('ROLE_NOT_ASSIGNABLE');
    expect((await api('POST', '/api/users', newUser({ roleIds: [2_000_000] }))).body.errorKey).toBe(
      'ROLE_NOT_ASSIGNABLE',
    );
    // Only an administrator grants the admin role.
    const grab = await api(
      'POST',
      '/api/users',
      newUser({ privilegeType: 'PLATFORM', roleIds: [roleId.admin] }),
      editor.token,
    );
    expect(grab.status).toBe(403);
    expect(grab.body.errorKey).toBe('ADMIN_ONLY');
    await t.db
      .update(roles)
      .set({ permissions: ['user:list', 'user:approve', 'user:edit'] })
      .where(eq(roles.name, 'platform'));
  });

  it('checks the password rules and answers taken names, phones and emails as conflicts', async () => {
    const weak = await api('POST', '/api/users', newUser({ password: t.enc('short1') }));
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors[0].field).toBe('password');
    const first = newUser();
    expect((await api('POST', '/api/users', first)).status).toBe(200);
    const sameName = await api('POST', '/api/users', newUser({ username: first.username.toUpperCase() }));
    expect([sameName.status, sameName.body.errorKey]).toEqual([409, 'USERNAME_TAKEN']);
    expect((await api('POST', '/api/users', newUser({ phone: first.phone }))).body.errorKey).toBe('PHONE_TAKEN');
    expect((await api('POST', '/api/users', newUser({ email: first.email }))).body.errorKey).toBe('EMAIL_TAKEN');
  });

  it('50 concurrent creates of one username: exactly one made, 49 clear conflicts', async () => {
    const username = uniqueName('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('POST', '/api/users', newUser({ username, phone: '', email: '' }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errorKey === 'USERNAME_TAKEN')).toHaveLength(49);
    expect((await api('POST', '/api/users/list', { username })).body.total).toBe(1);
  });

  it('updates account, names, contact and roles', async () => {
    const u = await createUser(t.db);
    const name = uniqueName('ren');
    const res = await api('PUT', '/api/users', {
      id: u.id,
      username: name,
      nickName: 'Renamed',
      phone: '',
      email: `${name}@example.com`,
      roleIds: [],
    });
    expect(res.status).toBe(200);
    expect(await row(u.id)).toMatchObject({
      username: name,
      nickName: 'Renamed',
      phone: null,
      email: `${name}@example.com`,
    });
    expect((await listed(name)).roles).toEqual([]);
    const taken = await api('PUT', '/api/users', { id: u.id, username: admin.user.username, roleIds: [] });
    expect([taken.status, taken.body.errorKey]).toEqual([409, 'USERNAME_TAKEN']);
    expect((await api('PUT', '/api/users', { id: 2_000_000, username: 'nobody1', roleIds: [] })).status).toBe(404);
  });

  it('deletes users by ids; their sessions end; a missing id deletes nothing', async () => {
    const a = await signedInUser(t);
    const b = await createUser(t.db);
    const missing = await api('DELETE', '/api/users', { ids: [b.id, 2_000_000] });
    expect(missing.status).toBe(404);
    expect(await row(b.id)).toBeDefined();
    expect((await api('DELETE', '/api/users', { ids: [a.user.id, b.id] })).status).toBe(200);
    expect(await row(a.user.id)).toBeUndefined();
    expect((await t.call('GET', '/auth/info', { token: a.token })).status).toBe(401);
  });

  it('an operator cannot delete, disable or reset the password of itself, nor remove the last enabled administrator', async () => {
    for (const res of [
      await api('DELETE', '/api/users', { ids: [admin.user.id] }),
      await api('POST', `/api/users/disable/${admin.user.id}`),
      await api('POST', `/api/users/resetPassword/${admin.user.id}`, {}),
    ])
      expect([res.status, res.body.errorKey]).toEqual([409, 'NOT_ON_YOURSELF']);
    // Disable every other administrator: then the last one cannot lose its role either.
    const admins = await t.db.select().from(users).where(eq(users.privilegeType, 'PLATFORM'));
    const other = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
    for (const u of admins)
      if (u.id !== admin.user.id) await t.db.update(users).set({ enabled: false }).where(eq(users.id, u.id));
    expect((await api('POST', `/api/users/disable/${admin.user.id}`, undefined, other.token)).status).toBe(200);
    const last = await api('POST', `/api/users/disable/${other.user.id}`, undefined, admin.token);
    expect(last.status).toBe(401); // admin's own sessions ended when it was disabled
    const fresh = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['platform'] });
    await t.db.update(users).set({ enabled: true }).where(eq(users.id, admin.user.id));
    admin = { ...admin, token: await t.login(admin.user.username) };
    await api('POST', `/api/users/disable/${admin.user.id}`, undefined, other.token);
    const lastOne = await api('DELETE', '/api/users', { ids: [other.user.id] }, fresh.token);
    expect([lastOne.status, lastOne.body.errorKey]).toEqual([403, 'ADMIN_ONLY']);
    await t.db.update(users).set({ enabled: true }).where(eq(users.id, admin.user.id));
    admin = { ...admin, token: await t.login(admin.user.username) };
    // Now two enabled admins: demoting one is fine, the other then is the last.
    await api('POST', `/api/users/disable/${other.user.id}`);
    const demote = await api(
      'PUT',
      '/api/users',
      { id: admin.user.id, username: admin.user.username, roleIds: [] },
      admin.token,
    );
    expect([demote.status, demote.body.errorKey]).toEqual([409, 'LAST_PLATFORM_ADMIN']);
    for (const u of admins) await t.db.update(users).set({ enabled: true }).where(eq(users.id, u.id));
  });

  it('a non-administrator cannot reset, disable or edit an administrator', async () => {
    const target = await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] });
    for (const res of [
      await api('POST', `/api/users/resetPassword/${target.id}`, {}, operator.token),
      await api('POST', `/api/users/disable/${target.id}`, undefined, operator.token),
      await api('PUT', '/api/users', { id: target.id, username: target.username, roleIds: [] }, operator.token),
    ])
      expect([res.status, res.body.errorKey]).toEqual([403, 'ADMIN_ONLY']);
  });
});

describe('user admin: disable, enable, reset password', () => {
  it('disabling ends the sessions; enabling lets the user sign in again', async () => {
    const u = await signedInUser(t);
    expect((await api('POST', `/api/users/disable/${u.user.id}`)).status).toBe(200);
    expect((await t.call('GET', '/auth/info', { token: u.token })).status).toBe(401);
    expect((await listed(u.user.username)).enabled).toBe(false);
    expect((await api('POST', `/api/users/enable/${u.user.id}`)).status).toBe(200);
    await expect(t.login(u.user.username)).resolves.toEqual(expect.any(String));
    expect((await api('POST', '/api/users/enable/2000000')).status).toBe(404);
  });

  it('reset with a temporary password: the old token answers 401, the old password no longer works', async () => {
    const u = await signedInUser(t);
    expect((await t.call('GET', '/auth/info', { token: u.token })).status).toBe(200);
    const res = await api('POST', `/api/users/resetPassword/${u.user.id}`, {});
    expect(res.status).toBe(200);
    const temp = res.body.obj.temporaryPassword as string;
    expect(temp).toHaveLength(16);
    expect((await t.call('GET', '/auth/info', { token: u.token })).status).toBe(401);
    await expect(t.login(u.user.username)).rejects.toThrow();
    await expect(t.login(u.user.username, temp)).resolves.toEqual(expect.any(String));
  });

  it('reset with a typed password checks the rules', async () => {
    const u = await createUser(t.db);
    const weak = await api('POST', `/api/users/resetPassword/${u.id}`, { password: t.enc('abcdefgh') });
    expect([weak.status, weak.body.fieldErrors?.[0]?.field]).toEqual([400, 'password']);
    const ok = await api('POST', `/api/users/resetPassword/${u.id}`, { password: t.enc('Typed12345') });
    expect(ok.body.obj).toEqual({ temporaryPassword: null });
    await expect(t.login(u.username, 'Typed12345')).resolves.toEqual(expect.any(String));
    expect((await api('POST', `/api/users/resetPassword/${u.id}`, { password: 'not-rsa' })).status).toBe(400);
  });
});

describe('user admin: dropdowns and the customers by edition', () => {
  it('answers users, customer-service staff and roles as label/value', async () => {
    const staff = await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['platform'] });
    const cust = await createUser(t.db);
    const opts = (await api('GET', `/api/users/selectOption?keyword=${cust.username}`)).body.rows;
    expect(opts).toEqual([{ label: cust.username, value: String(cust.id) }]);
    const platformOnly = (await api('GET', `/api/users/selectOption?privilegeType=PLATFORM&keyword=${cust.username}`))
      .body.rows;
    expect(platformOnly).toEqual([]);
    const cs = (await api('GET', '/api/users/selectOptionCustomerService')).body.rows as { value: string }[];
    expect(cs.map((o) => o.value)).toContain(String(staff.id));
    expect(cs.map((o) => o.value)).not.toContain(String(cust.id));
    const roleOpts = (await api('GET', '/api/users/roleOptions?privilegeType=USER')).body.rows;
    expect(roleOpts).toContainEqual({ label: 'customer', value: String(roleId.customer) });
    expect(roleOpts).not.toContainEqual({ label: 'admin', value: String(roleId.admin) });
  });

  it('lists customer main accounts by subscription edition (everyone is on the free one for now)', async () => {
    const cust = await createUser(t.db);
    await createUser(t.db, { parentId: cust.id, username: `${cust.username}s` });
    const free = await api('POST', '/api/users/listCustomersByType', { type: 'FREE', keyword: cust.username });
    expect(free.body).toMatchObject({ total: 1, rows: [{ id: cust.id, edition: 'FREE', username: cust.username }] });
    const pro = await api('POST', '/api/users/listCustomersByType', { type: 'PROFESSIONAL' });
    expect(pro.body).toMatchObject({ rows: [], total: 0 });
    expect((await api('POST', '/api/users/listCustomersByType', { type: 'GOLD' })).status).toBe(400);
  });
});

describe('user admin: export through the task center', () => {
  it('exports the users the filters match, headers in the caller language', async () => {
    const tag = uniqueName('exp');
    for (let i = 0; i < 3; i++) await createUser(t.db, { username: `${tag}-${i}` });
    const submitted = await api('POST', '/api/users/export', { keyword: tag });
    expect(submitted.status).toBe(200);
    const id = submitted.body.obj.taskId as number;
    let task: { taskStatus: string; url: string; taskName: string } | undefined;
    for (let i = 0; i < 100 && (!task || task.taskStatus === 'BEINGPROCESSD'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const list = await api('POST', '/api/downloadTask/list', { pageNo: 0, pageSize: 30 });
      task = list.body.rows.find((r: { id: number }) => r.id === id);
    }
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', taskName: 'Users export' });
    const file = await t.app.inject({
      method: 'GET',
      url: task!.url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.headers['content-disposition']).toMatch(/filename="users-\d{14}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['ID', 'Account', 'Nickname']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([`${tag}-0`, `${tag}-1`, `${tag}-2`]);
    expect(rows[1]![7]).toBe('customer');
  });
});

describe('user admin: who may call, and hostile input', () => {
  const calls: [Method, string, unknown][] = [
    ['POST', '/api/users', {}],
    ['PUT', '/api/users', {}],
    ['DELETE', '/api/users', { ids: [1] }],
    ['POST', '/api/users/disable/1', undefined],
    ['POST', '/api/users/enable/1', undefined],
    ['POST', '/api/users/resetPassword/1', {}],
    ['GET', '/api/users/selectOption', undefined],
    ['GET', '/api/users/selectOptionCustomerService', undefined],
    ['POST', '/api/users/listCustomersByType', { type: 'FREE' }],
    ['GET', '/api/users/roleOptions', undefined],
    ['POST', '/api/users/export', {}],
    ['POST', '/api/online/list', {}],
    ['DELETE', '/api/online/1', undefined],
  ];

  it('refuses a customer, a sub-account and a supplier (403), and an anonymous caller (401)', async () => {
    const customer = await signedInUser(t);
    const sub = await signedInUser(t, { parentId: customer.user.id, grants: ['customer.sub'] });
    const supplier = await signedInUser(t, { privilegeType: 'SUPPLIER' });
    for (const [method, url, body] of calls) {
      for (const token of [customer.token, sub.token, supplier.token])
        expect([url, (await api(method, url, body, token)).status]).toEqual([url, 403]);
      expect((await t.call(method, url, { body })).status).toBe(401);
    }
  });

  it('answers hostile input with 400, never 500', async () => {
    const bad: [Method, string, unknown][] = [
      ['POST', '/api/users', newUser({ username: 'a\u0000b' })],
      ['POST', '/api/users', newUser({ nickName: 'x'.repeat(100_000) })],
      ['POST', '/api/users', newUser({ nickName: 'a\u0000' })],
      ['POST', '/api/users', newUser({ roleIds: [2_147_483_648] })],
      ['POST', '/api/users', newUser({ privilegeType: 'ROOT' })],
      ['POST', '/api/users', newUser({ isApproved: 'no' })],
      ['POST', '/api/users', 'not json'],
      ['PUT', '/api/users', { id: 2_147_483_648, username: 'abc', roleIds: [] }],
      ['PUT', '/api/users', { id: '1', username: 'abc', roleIds: [] }],
      ['DELETE', '/api/users', { ids: [] }],
      ['DELETE', '/api/users', { ids: [0] }],
      ['DELETE', '/api/users', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }],
      ['DELETE', '/api/users', { ids: 'all' }],
      ['POST', '/api/users/disable/2147483648', undefined],
      ['POST', '/api/users/enable/abc', undefined],
      ['POST', '/api/users/resetPassword/-1', {}],
      ['POST', '/api/users/resetPassword/1', { password: 'x'.repeat(5000) }],
      ['GET', '/api/users/selectOption?keyword=%00', undefined],
      ['GET', `/api/users/selectOption?keyword=${'k'.repeat(1000)}`, undefined],
      ['POST', '/api/users/list', { enabled: 'yes' }],
      ['POST', '/api/users/list', { email: 'x'.repeat(300) }],
      ['POST', '/api/online/list', { userId: 2_147_483_648 }],
      ['POST', '/api/online/list', { username: 'a\u0000' }],
      ['DELETE', '/api/online/2147483648', undefined],
    ];
    for (const [method, url, body] of bad) {
      const res = await api(method, url, body);
      expect([method, url, res.status]).toEqual([method, url, 400]);
    }
  });
});
