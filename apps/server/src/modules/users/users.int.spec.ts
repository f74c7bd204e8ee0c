import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { signedInUser } from '../../../test/factories/accounts';
import { users } from './users.tables';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  // A platform operator (not admin): the permission check is what lets it through.
  operator = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['platform'] });
});
afterAll(() => t.close());

interface Row {
  id: number;
  username: string;
  isApproved: boolean;
  approvedAt: string | null;
}

const list = (body: object, token = operator.token) => t.call('POST', '/api/users/list', { token, body, lang: 'en' });
const names = async (body: object) => ((await list(body)).body.rows as Row[]).map((r) => r.username);
const approve = (id: number, token = operator.token) =>
  t.call('POST', `/api/users/approve/${id}`, { token, lang: 'en' });
const approvedInDb = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('users: the platform list', () => {
  it('answers each user with its account fields, a sub-account with its main account', async () => {
    const tag = uniqueName('row');
    const main = await createUser(t.db, { username: `${tag}main`, email: `${tag}@example.com`, phone: '13900001111' });
    const sub = await createUser(t.db, { username: `${tag}sub`, parentId: main.id, phone: '13900001112' });
    const res = await list({ keyword: tag });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    // Newest first.
    expect(res.body.rows).toEqual([
      {
        id: sub.id,
        username: `${tag}sub`,
        nickName: '',
        phone: '13900001112',
        email: '',
        privilegeType: 'USER',
        isApproved: true,
        enabled: true,
        isSubAccount: true,
        mainAccountName: `${tag}main`,
        createdAt: sub.createdAt.toISOString(),
        approvedAt: null,
        roles: [],
      },
      {
        id: main.id,
        username: `${tag}main`,
        nickName: '',
        phone: '13900001111',
        email: `${tag}@example.com`,
        privilegeType: 'USER',
        isApproved: true,
        enabled: true,
        isSubAccount: false,
        mainAccountName: null,
        createdAt: main.createdAt.toISOString(),
        approvedAt: null,
        roles: [{ id: expect.any(Number), name: 'customer' }],
      },
    ]);
  });

  it('pages from 0, newest first, with the total of every page', async () => {
    const tag = uniqueName('page');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createUser(t.db, { username: `${tag}-${i}` })).username);
    const newestFirst = [...made].reverse();
    const page = async (pageNo: number) => (await list({ keyword: tag, pageNo, pageSize: 2 })).body;
    const [p0, p1, p2, p3] = [await page(0), await page(1), await page(2), await page(3)];
    expect([p0.total, p1.total, p2.total, p3.total]).toEqual([5, 5, 5, 5]);
    expect(p0.rows.map((r: Row) => r.username)).toEqual(newestFirst.slice(0, 2));
    expect(p1.rows.map((r: Row) => r.username)).toEqual(newestFirst.slice(2, 4));
    expect(p2.rows.map((r: Row) => r.username)).toEqual(newestFirst.slice(4));
    expect(p3.rows).toEqual([]);
    // Without a page, the first ten.
    expect((await list({ keyword: tag })).body.rows).toHaveLength(5);
  });

  it('filters by privilege type and review state', async () => {
    const tag = uniqueName('flt');
    await createUser(t.db, { username: `${tag}-pending`, approved: false });
    await createUser(t.db, { username: `${tag}-customer` });
    await createUser(t.db, { username: `${tag}-supplier`, privilegeType: 'SUPPLIER' });
    const sorted = async (body: object) => (await names({ keyword: tag, ...body })).sort();
    expect(await sorted({ review: 'PENDING' })).toEqual([`${tag}-pending`]);
    expect(await sorted({ review: 'APPROVED' })).toEqual([`${tag}-customer`, `${tag}-supplier`]);
    expect(await sorted({ review: 'ALL' })).toEqual([`${tag}-customer`, `${tag}-pending`, `${tag}-supplier`]);
    expect(await sorted({})).toEqual([`${tag}-customer`, `${tag}-pending`, `${tag}-supplier`]);
    expect(await sorted({ privilegeType: 'SUPPLIER' })).toEqual([`${tag}-supplier`]);
    expect(await sorted({ privilegeType: 'USER', review: 'APPROVED' })).toEqual([`${tag}-customer`]);
    expect((await list({ keyword: tag, privilegeType: 'PLATFORM' })).body).toMatchObject({ rows: [], total: 0 });
  });

  it('filters by account, mobile, email and enabled, each on its own', async () => {
    const tag = uniqueName('sep');
    const a = await createUser(t.db, { username: `${tag}-a`, email: `${tag}.a@example.com` });
    await createUser(t.db, { username: `${tag}-b`, enabled: false });
    expect(await names({ username: `${tag}-A` })).toEqual([a.username]);
    expect(await names({ email: `${tag}.a@` })).toEqual([a.username]);
    expect(await names({ phone: a.phone!.slice(-6), keyword: tag })).toEqual([a.username]);
    expect(await names({ keyword: tag, enabled: false })).toEqual([`${tag}-b`]);
    expect(await names({ keyword: tag, enabled: true })).toEqual([a.username]);
  });

  it('matches the keyword in the account name, the phone or the email, in any letter case', async () => {
    const tag = uniqueName('kw');
    const byName = await createUser(t.db, { username: `${tag}Name` });
    const byMail = await createUser(t.db, { email: `${tag}.Mail@Example.COM` });
    const digits = String(Date.now()).slice(-8);
    const byPhone = await createUser(t.db, { phone: `155${digits}` });
    expect(await names({ keyword: `${tag}name`.toUpperCase() })).toEqual([byName.username]);
    expect(await names({ keyword: `${tag}.mail@example` })).toEqual([byMail.username]);
    expect(await names({ keyword: `5${digits}` })).toEqual([byPhone.username]);
    // Blank and absent keywords mean no filter.
    expect((await list({ keyword: '   ', pageSize: 1 })).body.total).toBe((await list({ pageSize: 1 })).body.total);
  });

  it("takes the keyword's LIKE wildcards and backslash literally", async () => {
    const tag = uniqueName('lk');
    for (const name of ['a%b', 'a_b', 'a\\b', 'axb', 'ab']) await createUser(t.db, { username: `${tag}${name}` });
    expect(await names({ keyword: `${tag}a%b` })).toEqual([`${tag}a%b`]);
    expect(await names({ keyword: `${tag}a_b` })).toEqual([`${tag}a_b`]);
    expect(await names({ keyword: `${tag}a\\b` })).toEqual([`${tag}a\\b`]);
    expect(await names({ keyword: '%' })).not.toContain(`${tag}axb`);
    expect((await list({ keyword: tag })).body.total).toBe(5);
  });

  it('is for the platform: a customer and a supplier are refused', async () => {
    const customer = await signedInUser(t);
    const supplier = await signedInUser(t, { privilegeType: 'SUPPLIER' });
    for (const token of [customer.token, supplier.token]) {
      const res = await list({}, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ flag: false, code: 40300, msg: expect.any(String), errorKey: 'FORBIDDEN' });
    }
    expect((await t.call('POST', '/api/users/list', { body: {} })).status).toBe(401);
  });

  it('validates the paging fields', async () => {
    const res = await list({ pageNo: -1, pageSize: 501 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['pageNo', 'pageSize']);
  });
});

describe('users: approving a registration', () => {
  it('approves a pending customer, who can then sign in; the list tells who is pending no more', async () => {
    const pending = await createUser(t.db, { approved: false });
    const before = await t.call('POST', '/auth/login', {
      body: { username: pending.username, password: t.enc('Passw0rd1') },
    });
    expect(before.body.errorKey).toBe('NOT_APPROVED');
    const startedAt = Date.now();
    const res = await approve(pending.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ flag: true, code: 10200, msg: 'ok' });
    const row = await approvedInDb(pending.id);
    expect(row.isApproved).toBe(true);
    expect(row.approvedBy).toBe(operator.user.id);
    expect(row.approvedAt!.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    const listed = (await list({ keyword: pending.username })).body.rows[0] as Row;
    expect(listed).toMatchObject({ isApproved: true, approvedAt: row.approvedAt!.toISOString() });
    await expect(t.login(pending.username)).resolves.toEqual(expect.any(String));
  });

  it('answers ALREADY_APPROVED the second time, and leaves the first approval as it was', async () => {
    const pending = await createUser(t.db, { approved: false });
    expect((await approve(pending.id)).status).toBe(200);
    const first = await approvedInDb(pending.id);
    const admin = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
    const again = await approve(pending.id, admin.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ flag: false, code: 4090204, msg: expect.any(String), errorKey: 'ALREADY_APPROVED' });
    expect(await approvedInDb(pending.id)).toMatchObject({
      approvedBy: operator.user.id,
      approvedAt: first.approvedAt,
    });
  });

  it('approves once when two operators approve at the same moment', async () => {
    const pending = await createUser(t.db, { approved: false });
    const answers = await Promise.all([approve(pending.id), approve(pending.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('answers USER_NOT_FOUND for an id that is no one', async () => {
    const res = await approve(999_999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ flag: false, code: 4040211, msg: 'User not found', errorKey: 'USER_NOT_FOUND' });
  });

  it('refuses a customer, who holds no user:approve', async () => {
    const pending = await createUser(t.db, { approved: false });
    const customer = await signedInUser(t);
    const res = await approve(pending.id, customer.token);
    expect(res.status).toBe(403);
    expect(res.body.errorKey).toBe('FORBIDDEN');
    expect((await approvedInDb(pending.id)).isApproved).toBe(false);
  });

  it('does not approve a sub-account: its main account manages it', async () => {
    const main = await createUser(t.db);
    const sub = await createUser(t.db, { parentId: main.id, approved: false });
    const res = await approve(sub.id);
    expect(res.status).toBe(404);
    expect(res.body.errorKey).toBe('USER_NOT_FOUND');
    expect(await approvedInDb(sub.id)).toMatchObject({ isApproved: false, approvedBy: null, approvedAt: null });
  });
});

describe('users: subscription edition', () => {
  const edition = async (token: string) => {
    const version = await t.call('GET', '/api/users/getCurrentAccountVersion', { token });
    const subscribed = await t.call('GET', '/api/subscribeOrder/hasSubscribe', { token });
    expect([version.status, subscribed.status]).toEqual([200, 200]);
    return { version: version.body.obj, subscribed: subscribed.body.obj };
  };

  it('puts customers and their sub-accounts on the free edition, with no paid subscription', async () => {
    const customer = await signedInUser(t);
    const free = { version: { edition: 'FREE', expiresAt: null }, subscribed: false };
    expect(await edition(customer.token)).toEqual(free);
    const sub = await signedInUser(t, { parentId: customer.user.id, grants: [] });
    expect(await edition(sub.token)).toEqual(free);
  });

  it('gives platform and supplier staff the professional features', async () => {
    const pro = { version: { edition: 'PROFESSIONAL', expiresAt: null }, subscribed: true };
    expect(await edition(operator.token)).toEqual(pro);
    expect(await edition((await signedInUser(t, { privilegeType: 'SUPPLIER' })).token)).toEqual(pro);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/users/getCurrentAccountVersion')).status).toBe(401);
    expect((await t.call('GET', '/api/subscribeOrder/hasSubscribe')).status).toBe(401);
  });
});
