import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { createUser } from '../../../test/factories/users';
import { addressInput } from '../../../test/factories/addresses';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { privilegeType: 'PLATFORM' });
});
afterAll(() => t.close());

const save = (token: string, body: unknown) => t.call('POST', '/api/customerAddress/saveAddress', { token, body });
const history = (token: string, id: number | string, resource = 'customer_addresses') =>
  t.call('GET', `/api/sysOperateLog/lists/${id}?resource=${resource}`, { token, lang: 'en' });
const changesOf = (entry: { changes: { field: string; before: unknown; after: unknown }[] }) =>
  Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));

describe("a record's history", () => {
  it('records create, update and delete of an address with who did it and the fields changed', async () => {
    const owner = await signedInUser(t);
    const created = await save(owner.token, addressInput({ name: 'Before Name', city: 'Los Angeles' }));
    const id = created.body.obj.id as number;
    await save(owner.token, addressInput({ id, name: 'After Name', city: 'Los Angeles' }));
    await t.call('POST', '/api/customerAddress/delete', { token: owner.token, body: { ids: [id] } });

    const res = await history(owner.token, id);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const [deleted, updated, inserted] = res.body.rows;
    expect([deleted.action, updated.action, inserted.action]).toEqual(['DELETE', 'UPDATE', 'INSERT']);
    for (const entry of res.body.rows) {
      expect(entry).toMatchObject({ resource: 'customer_addresses', recordId: id, userId: owner.user.id });
      expect(entry.username).toBe(owner.user.username);
      expect(entry.requestId).toEqual(expect.any(String));
    }
    // Only what changed, before and after; timestamps are not changes anyone made.
    expect(changesOf(updated)).toEqual({ name: ['Before Name', 'After Name'] });
    expect(changesOf(inserted)).toMatchObject({ name: [null, 'Before Name'], city: [null, 'Los Angeles'] });
    expect(changesOf(inserted)).not.toHaveProperty('createdAt');
    expect(changesOf(deleted)).toMatchObject({ name: ['After Name', null] });

    // The platform with system:oplog reads it too.
    const asAdmin = await history(admin.token, id);
    expect(asAdmin.body.total).toBe(3);
  });

  it("a sub-account's writes are its own, on its main account's record", async () => {
    const main = await signedInUser(t);
    const sub = await signedInUser(t, {
      parentId: main.user.id,
      grants: ['customer.address', 'customer.address.edit'],
    });
    const created = await save(sub.token, addressInput());
    expect(created.status).toBe(200);
    const res = await history(main.token, created.body.obj.id);
    expect(res.body.rows[0]).toMatchObject({ action: 'INSERT', userId: sub.user.id, username: sub.user.username });
  });

  it('records a status change: approving a customer, by the operator', async () => {
    const pending = await createUser(t.db, { approved: false });
    const approved = await t.call('POST', `/api/users/approve/${pending.id}`, { token: admin.token });
    expect(approved.status).toBe(200);
    const res = await history(admin.token, pending.id, 'users');
    const update = res.body.rows.find((r: { action: string }) => r.action === 'UPDATE');
    expect(update).toMatchObject({ userId: admin.user.id, username: admin.user.username });
    expect(changesOf(update).isApproved).toEqual([false, true]);
    expect(changesOf(update).approvedBy).toEqual([null, admin.user.id]);
  });

  it('says a password changed and never logs the hash', async () => {
    const user = await createUser(t.db);
    await t.db.execute(`update users set password_hash = 'new-hash-value' where id = ${user.id}` as never);
    const res = await history(admin.token, user.id, 'users');
    const update = res.body.rows[0];
    expect(changesOf(update).passwordHash).toEqual(['******', '******']);
    expect(JSON.stringify(res.body)).not.toContain('new-hash-value');
    expect(JSON.stringify(res.body)).not.toContain('$argon2');
  });

  it("keeps one customer out of another's history: 404, as for a missing record", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const id = (await save(owner.token, addressInput())).body.obj.id as number;
    const res = await history(stranger.token, id);
    expect(res.status).toBe(404);
    expect(res.body.errorKey).toBe('OPLOG_NOT_FOUND');
    expect(res.body.rows).toBeUndefined();
    expect((await history(stranger.token, 2147483647)).status).toBe(404);
    // Tables without an owner (menus, countries, users of others) are the platform's to read.
    expect((await history(stranger.token, admin.user.id, 'users')).status).toBe(404);
  });

  it('answers 403 to a platform user without system:oplog', async () => {
    const operator = await signedInUser(t, { privilegeType: 'PLATFORM', roles: [] });
    expect((await history(operator.token, 1)).status).toBe(403);
    expect((await t.call('POST', '/api/sysOperateLog/list', { token: operator.token, body: {} })).status).toBe(403);
  });

  it('refuses hostile ids and resources with 400', async () => {
    for (const id of ['2147483648', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      const res = await history(admin.token, id);
      expect(res.status, id).toBe(400);
      expect(res.body.errorKey).toBe('VALIDATION_FAILED');
    }
    for (const resource of ['Users', 'users;drop table users', '%27', 'a'.repeat(64), '_x']) {
      expect((await history(admin.token, 1, encodeURIComponent(resource))).status, resource).toBe(400);
    }
  });

  it('defaults the resource to products: a product id asks about no address', async () => {
    const owner = await signedInUser(t);
    const id = (await save(owner.token, addressInput())).body.obj.id as number;
    const res = await t.call('GET', `/api/sysOperateLog/lists/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
  });

  it('logs 50 concurrent updates of one record as 50 entries, each with its author', async () => {
    const owner = await signedInUser(t);
    const id = (await save(owner.token, addressInput())).body.obj.id as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => save(owner.token, addressInput({ id, name: `Name ${i}` }))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const res = await t.call('GET', `/api/sysOperateLog/lists/${id}?resource=customer_addresses&pageSize=200`, {
      token: owner.token,
    });
    const updates = res.body.rows.filter((r: { action: string }) => r.action === 'UPDATE');
    // Every name differs from the one before it, whatever order the writes took: 50 changes, 50 entries.
    expect(updates).toHaveLength(50);
    expect(updates.every((u: { userId: number }) => u.userId === owner.user.id)).toBe(true);
  });

  it('logs writes by the system (no signed-in caller) with no author', async () => {
    const user = await createUser(t.db);
    const res = await history(admin.token, user.id, 'users');
    expect(res.body.rows.at(-1)).toMatchObject({ action: 'INSERT', userId: null, username: null });
  });
});

describe('the operation log screen', () => {
  it('filters by table, record, user and time, newest first, and pages', async () => {
    const owner = await signedInUser(t);
    const before = new Date(Date.now() - 1000).toISOString();
    const id = (await save(owner.token, addressInput())).body.obj.id as number;
    await save(owner.token, addressInput({ id, name: 'Second' }));
    const list = (body: object) => t.call('POST', '/api/sysOperateLog/list', { token: admin.token, body });

    const byRecord = await list({ resource: 'customer_addresses', recordId: id });
    expect(byRecord.body.rows.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'INSERT']);
    const byUser = await list({ username: owner.user.username.toUpperCase(), pageSize: 1 });
    expect(byUser.body.total).toBe(2);
    expect(byUser.body.rows).toHaveLength(1);
    const inRange = await list({ recordId: id, resource: 'customer_addresses', from: before });
    expect(inRange.body.total).toBe(2);
    const future = await list({ from: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.body.total).toBe(0);
    expect((await list({ from: 'yesterday' })).status).toBe(400);

    const tables = await t.call('GET', '/api/sysOperateLog/resources', { token: admin.token });
    const names = tables.body.rows.map((r: { value: string }) => r.value);
    expect(names).toEqual(expect.arrayContaining(['customer_addresses', 'users', 'orders', 'journal_entries']));
    expect(names).not.toContain('sessions');
    expect(names).not.toContain('order_logs');
    expect(names).not.toContain('operation_log');
  });

  it('is closed to customers', async () => {
    const customer = await signedInUser(t);
    expect((await t.call('POST', '/api/sysOperateLog/list', { token: customer.token, body: {} })).status).toBe(403);
  });
});
