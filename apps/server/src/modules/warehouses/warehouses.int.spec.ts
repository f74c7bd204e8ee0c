import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_DEFAULTS } from '@parcelhub/contracts';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { createWarehousesService } from './warehouses.service';
import { createUsersService } from '../users';

let t: TestApp;
let admin: string;
let customer: string;
let customerId: number;
let customerSub: string;
let customer2: string;
let supplier: string;
let pingtai: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  const c = await createUser(t.db);
  customerId = c.id;
  customer = await t.login(c.username);
  customerSub = await t.login((await createUser(t.db, { parentId: c.id })).username);
  customer2 = await t.login((await createUser(t.db)).username);
  supplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
  // The spec's role that selects the platform-level list: not seeded; an operator makes it (decision 171).
  const role = await t.call('POST', '/api/roles', {
    token: admin,
    body: {
      name: 'deliveryLabel:pingtai',
      level: 5,
      description: 'sorting floor',
      dataScope: 'ACCOUNT',
      privilegeType: 'SUPPLIER',
      permissions: ['warehouse:manage'],
      menuIds: [],
    },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  pingtai = await t.login(
    (await createUser(t.db, { privilegeType: 'SUPPLIER', roles: ['supplier', 'deliveryLabel:pingtai'] })).username,
  );
});
afterAll(() => t.close());

const code = () => uniqueName('W').toUpperCase().slice(0, 30);

async function newWarehouse(body: Record<string, unknown> = {}, token = admin) {
  const res = await t.call('POST', '/api/sortWarehouse/add', {
    token,
    body: { code: code(), name: '深圳二号仓', city: '深圳', contact: '王', phone: '13800000011', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; code: string; accountId: number | null };
}
const bays = async (id: number, lang = 'en') =>
  (await t.call('GET', `/api/sortWarehouse/bays/${id}`, { token: admin, lang })).body.rows as {
    id: number;
    number: number;
    distance: string;
    valid: boolean;
    state: string;
    stateName: string;
  }[];
const importBays = (warehouseId: number, text: string, lang = 'en') =>
  t.call('POST', '/api/sortWarehouse/bay/import', { token: admin, lang, body: { warehouseId, text } });

describe('warehouses', () => {
  it('adds, changes and lists a warehouse with its bay and robot counts', async () => {
    const w = await newWarehouse({ accountId: customerId });
    expect(w).toMatchObject({ accountId: customerId, name: '深圳二号仓' });
    await importBays(w.id, '1 1\n2 2');
    await t.call('POST', '/api/sortRobot/save', {
      token: admin,
      body: { warehouseId: w.id, identifier: `${w.code}-R1` },
    });
    const changed = await t.call('POST', '/api/sortWarehouse/update', {
      token: admin,
      body: { id: w.id, code: w.code, name: 'Shenzhen 2', accountId: customerId, address: 'Bao’an' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.obj).toMatchObject({
      name: 'Shenzhen 2',
      address: 'Bao’an',
      bayCount: 2,
      robotCount: 1,
      city: '',
    });
    // Left out, the customer stays; null makes the warehouse the platform's own.
    const kept = await t.call('POST', '/api/sortWarehouse/update', {
      token: admin,
      body: { id: w.id, code: w.code, name: 'Shenzhen 2' },
    });
    expect(kept.body.obj.accountId).toBe(customerId);
    const list = await t.call('GET', `/api/sortWarehouse/list?blurry=${w.code}`, { token: admin });
    expect(list.body).toMatchObject({ flag: true, total: 1 });
    expect(list.body.rows[0]).toMatchObject({ id: w.id, bayCount: 2, robotCount: 1 });
    expect(list.body.rows[0].customerName).not.toBe('');
  });

  it('refuses a code taken in any case, with 409 in the caller’s language', async () => {
    const w = await newWarehouse();
    for (const [lang, words] of [
      ['en', 'already exists'],
      ['zh', '已存在'],
      ['ko', '이미'],
    ] as const) {
      const res = await t.call('POST', '/api/sortWarehouse/add', {
        token: admin,
        lang,
        body: { code: w.code.toLowerCase(), name: 'x' },
      });
      expect(res.status).toBe(409);
      expect(res.body.errorKey).toBe('WAREHOUSE_CODE_TAKEN');
      expect(res.body.msg).toContain(words);
    }
  });

  it('words field errors: missing name, bad code, bad phone, unknown customer', async () => {
    const res = await t.call('POST', '/api/sortWarehouse/add', {
      token: admin,
      lang: 'en',
      body: { code: 'a b', name: '', phone: 'call me' },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.fieldErrors as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['code', 'name', 'phone']);
    const unknown = await t.call('POST', '/api/sortWarehouse/add', {
      token: admin,
      lang: 'en',
      body: { code: code(), name: 'x', accountId: 2_000_000_000 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorKey).toBe('WAREHOUSE_CUSTOMER_INVALID');
  });

  it('gives the platform-level list to the platform and role deliveryLabel:pingtai only', async () => {
    const w = await newWarehouse({ accountId: customerId });
    const byRole = await t.call('GET', '/api/sortWarehouse/list?pageSize=500', { token: pingtai });
    expect(byRole.status).toBe(200);
    expect((byRole.body.rows as { id: number }[]).map((r) => r.id)).toContain(w.id);
    const refused = await t.call('GET', '/api/sortWarehouse/list', { token: supplier, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorKey).toBe('WAREHOUSE_LIST_PLATFORM_ONLY');
    expect((await t.call('GET', '/api/sortWarehouse/list', { token: customer })).status).toBe(403);
  });

  it('lists a customer its own warehouses (and its sub-account), never another’s', async () => {
    const mine = await newWarehouse({ accountId: customerId });
    const platforms = await newWarehouse();
    const ids = async (token: string) =>
      ((await t.call('GET', '/api/sortWarehouse/custList?pageSize=500', { token })).body.rows as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await ids(customer)).toContain(mine.id);
    expect(await ids(customer)).not.toContain(platforms.id);
    expect(await ids(customerSub)).toContain(mine.id);
    expect(await ids(customer2)).not.toContain(mine.id);
    expect(await ids(supplier)).not.toContain(mine.id);
  });

  it('offers the floor screens’ picker: the scope’s warehouses and the platform’s own, enabled ones unless asked', async () => {
    const customers = await newWarehouse({ accountId: customerId });
    const platforms = await newWarehouse();
    const off = await newWarehouse({ enabled: false });
    const suppliers = await newWarehouse({}, supplier);
    const options = async (token: string, query = '') => {
      const res = await t.call('GET', `/api/sortWarehouse/options${query}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.rows as { value: number; label: string; id: number; code: string; name: string }[];
    };
    const ids = async (token: string, query = '') => (await options(token, query)).map((o) => o.id);

    const all = await options(admin);
    expect(all.find((o) => o.id === platforms.id)).toEqual({
      value: platforms.id,
      label: `${platforms.code} 深圳二号仓`,
      id: platforms.id,
      code: platforms.code,
      name: '深圳二号仓',
    });
    expect(all.map((o) => o.id)).toEqual(expect.arrayContaining([customers.id, suppliers.id]));
    const codes = all.map((o) => o.code);
    expect(codes).toEqual([...codes].sort());
    // A disabled warehouse only when asked (the rule page keeps rules of one).
    expect(all.map((o) => o.id)).not.toContain(off.id);
    expect(await ids(admin, '?withDisabled=true')).toContain(off.id);
    expect(await ids(admin, '?withDisabled=false')).not.toContain(off.id);

    // A customer (and its sub-account): its own and the platform's own, never another's.
    for (const token of [customer, customerSub]) {
      const seen = await ids(token);
      expect(seen).toEqual(expect.arrayContaining([customers.id, platforms.id]));
      expect(seen).not.toContain(suppliers.id);
    }
    expect(await ids(customer2)).not.toContain(customers.id);
    expect(await ids(customer2)).toContain(platforms.id);
    // A supplier: its own and the platform's own, not a customer's.
    const bySupplier = await ids(supplier, '?withDisabled=true');
    expect(bySupplier).toEqual(expect.arrayContaining([suppliers.id, platforms.id, off.id]));
    expect(bySupplier).not.toContain(customers.id);
    // Signed in only; a junk flag is a 400.
    expect((await t.call('GET', '/api/sortWarehouse/options')).status).toBe(401);
    expect((await t.call('GET', '/api/sortWarehouse/options?withDisabled=yes', { token: admin })).status).toBe(400);
  });

  it('lets a supplier keep warehouses of its own account, and none of others', async () => {
    const own = await newWarehouse({ accountId: customerId }, supplier);
    expect(own.accountId).not.toBe(customerId);
    const other = await newWarehouse({ accountId: customerId });
    const res = await t.call('POST', `/api/sortWarehouse/delete/${other.id}`, { token: supplier });
    expect(res.status).toBe(404);
    expect((await t.call('POST', `/api/sortWarehouse/delete/${own.id}`, { token: supplier })).status).toBe(200);
  });

  it('refuses to delete a warehouse whose bays hold parcels, and deletes it with its bays once empty', async () => {
    const w = await newWarehouse();
    await importBays(w.id, '1 1\n2 2\n3 3');
    const svc = createWarehousesService({
      data: dataAccessOf(t.database),
      users: createUsersService({ data: dataAccessOf(t.database) }),
    });
    const [, second] = await svc.bays(w.id);
    await svc.addToBay(second!.id, '1.5');
    const refused = await t.call('POST', `/api/sortWarehouse/delete/${w.id}`, { token: admin, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorKey).toBe('WAREHOUSE_HAS_PARCELS');
    expect(refused.body.msg).toContain('bays 2');
    await svc.freeBay(second!.id);
    expect((await t.call('POST', `/api/sortWarehouse/delete/${w.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/sortWarehouse/bays/${w.id}`, { token: admin })).status).toBe(404);
  });
});

describe('bays', () => {
  it('imports "number distance" lines (space, comma, tab), updating the distance of a number already there', async () => {
    const w = await newWarehouse();
    const first = await importBays(w.id, '1 1\n2,2.5\n3\t3\n');
    expect(first.body.obj).toEqual({ added: 3, updated: 0 });
    const again = await importBays(w.id, '3 30\n4 4');
    expect(again.body.obj).toEqual({ added: 1, updated: 1 });
    expect((await bays(w.id)).map((b) => [b.number, b.distance])).toEqual([
      [1, '1.00'],
      [2, '2.50'],
      [3, '30.00'],
      [4, '4.00'],
    ]);
  });

  it('refuses a bad line by its number and writes nothing of the text', async () => {
    const w = await newWarehouse();
    await importBays(w.id, '1 1');
    for (const [lang, words] of [
      ['en', 'Line 3'],
      ['zh', '第 3 行'],
      ['ko', '3행'],
    ] as const) {
      const res = await importBays(w.id, '1 9\n2 2\n3 three\n4 4', lang);
      expect(res.status).toBe(400);
      expect(res.body.errorKey).toBe('BAY_IMPORT_BAD_DISTANCE');
      expect(res.body.msg).toContain(words);
    }
    expect((await importBays(w.id, '5 5\n5 6')).body.errorKey).toBe('BAY_IMPORT_REPEATED');
    expect((await importBays(w.id, '\n\n')).body.errorKey).toBe('BAY_IMPORT_EMPTY');
    expect((await bays(w.id)).map((b) => [b.number, b.distance])).toEqual([[1, '1.00']]);
  });

  it('adds and changes one bay, enables and disables it, and deletes only an idle empty one', async () => {
    const w = await newWarehouse();
    const add = await t.call('POST', '/api/sortWarehouse/bay/save', {
      token: admin,
      body: { warehouseId: w.id, number: 7, distance: '7.5', maxWeight: '25', maxSize: 120 },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.obj).toMatchObject({
      number: 7,
      distance: '7.50',
      maxWeight: '25.000',
      maxSize: 120,
      state: 'IDLE',
    });
    const taken = await t.call('POST', '/api/sortWarehouse/bay/save', {
      token: admin,
      lang: 'en',
      body: { warehouseId: w.id, number: 7, distance: '1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorKey).toBe('BAY_NUMBER_TAKEN');
    const edit = await t.call('POST', '/api/sortWarehouse/bay/save', {
      token: admin,
      body: { id: add.body.obj.id, warehouseId: w.id, number: 8, distance: 8 },
    });
    expect(edit.body.obj).toMatchObject({ number: 8, distance: '8.00' });

    const off = await t.call('POST', '/api/sortWarehouse/bay/valid', {
      token: admin,
      lang: 'zh',
      body: { id: add.body.obj.id, valid: false },
    });
    expect(off.body.obj).toMatchObject({ valid: false, stateName: '空闲' });
    // A disabled bay stays readable, so the bagging station can refuse it.
    const svc = createWarehousesService({
      data: dataAccessOf(t.database),
      users: createUsersService({ data: dataAccessOf(t.database) }),
    });
    expect(await svc.bay(w.id, 8)).toMatchObject({ valid: false });

    await svc.addToBay(add.body.obj.id, '2');
    const busy = await t.call('POST', `/api/sortWarehouse/bay/delete/${add.body.obj.id}`, { token: admin, lang: 'en' });
    expect(busy.status).toBe(409);
    expect(busy.body.errorKey).toBe('BAY_NOT_EMPTY');
    await svc.freeBay(add.body.obj.id);
    expect((await t.call('POST', `/api/sortWarehouse/bay/delete/${add.body.obj.id}`, { token: admin })).status).toBe(
      200,
    );
    expect(await bays(w.id)).toEqual([]);
  });
});

describe('speech settings', () => {
  it('answers the defaults until saved, then the user’s own', async () => {
    const res = await t.call('GET', '/api/sortWarehouse/speechSetting', { token: supplier });
    expect(res.body.obj).toEqual(SPEECH_DEFAULTS);
    expect(SPEECH_DEFAULTS).toMatchObject({ vol: 5, pit: 5, spd: 9, autoVoice: 4 });
    const saved = await t.call('POST', '/api/sortWarehouse/speechSetting', {
      token: supplier,
      body: { flag: false, vol: 10, pit: 3, spd: 12, autoVoice: 1 },
    });
    expect(saved.status).toBe(200);
    expect((await t.call('GET', '/api/sortWarehouse/speechSetting', { token: supplier })).body.obj).toEqual({
      flag: false,
      vol: 10,
      pit: 3,
      spd: 12,
      autoVoice: 1,
    });
    expect((await t.call('GET', '/api/sortWarehouse/speechSetting', { token: admin })).body.obj).toEqual(
      SPEECH_DEFAULTS,
    );
    const bad = await t.call('POST', '/api/sortWarehouse/speechSetting', {
      token: supplier,
      lang: 'en',
      body: { flag: true, vol: 16, pit: -1, spd: 1.5, autoVoice: 4 },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.fieldErrors as { field: string }[]).map((f) => f.field).sort()).toEqual(['pit', 'spd', 'vol']);
  });
});

describe('hostile input never gives a 5xx', () => {
  it('NUL bytes, ids past 32 bits, 10k-character strings', async () => {
    const w = await newWarehouse();
    const long = 'x'.repeat(10_000);
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/sortWarehouse/add', { code: 'A\u0000B', name: 'x' }],
      ['POST', '/api/sortWarehouse/add', { code: long, name: long, address: long }],
      ['POST', '/api/sortWarehouse/add', { code: code(), name: 'x', accountId: 2 ** 40 }],
      ['POST', '/api/sortWarehouse/update', { id: 2 ** 40, code: 'X', name: 'x' }],
      ['POST', `/api/sortWarehouse/delete/${2 ** 40}`],
      ['POST', '/api/sortWarehouse/delete/1%00'],
      ['GET', `/api/sortWarehouse/bays/${2 ** 40}`],
      ['GET', `/api/sortWarehouse/list?blurry=${long}`],
      ['GET', '/api/sortWarehouse/custList?blurry=a%00b'],
      ['GET', `/api/sortWarehouse/options?withDisabled=${long}`],
      ['GET', '/api/sortWarehouse/options?withDisabled=tr%00ue'],
      ['POST', '/api/sortWarehouse/bay/import', { warehouseId: w.id, text: '1 1\u0000' }],
      ['POST', '/api/sortWarehouse/bay/import', { warehouseId: w.id, text: long.repeat(7) }],
      ['POST', '/api/sortWarehouse/bay/import', { warehouseId: w.id, text: `1 ${'9'.repeat(5000)}` }],
      ['POST', '/api/sortWarehouse/bay/import', { warehouseId: 2 ** 40, text: '1 1' }],
      ['POST', '/api/sortWarehouse/bay/save', { warehouseId: w.id, number: 2 ** 40, distance: '1' }],
      ['POST', '/api/sortWarehouse/bay/save', { warehouseId: w.id, number: 1, distance: long }],
      ['POST', '/api/sortWarehouse/bay/valid', { id: 2 ** 40, valid: false }],
      ['POST', `/api/sortWarehouse/bay/delete/${2 ** 40}`],
      ['POST', '/api/sortWarehouse/speechSetting', { flag: true, vol: 2 ** 40, pit: 5, spd: 9, autoVoice: 4 }],
      ['GET', `/api/sortRobot/list/${2 ** 40}`],
      ['POST', '/api/sortRobot/save', { warehouseId: w.id, identifier: `R\u0000${long}` }],
      ['POST', '/api/sortRobot/enable', { id: 2 ** 40, enabled: false }],
      ['POST', `/api/sortRobot/delete/${2 ** 40}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET', url, { token: admin, body, lang: 'en' });
      expect(
        res.status,
        `${method} ${url.slice(0, 80)} ${JSON.stringify(res.body).slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url.slice(0, 80)}`).toBeLessThan(500);
    }
  });
});

describe('50 calls at once', () => {
  it('adds one warehouse of a code and refuses the 49 others with 409', async () => {
    const c = code();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/sortWarehouse/add', { token: admin, body: { code: c, name: 'x' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(49).fill(409)]);
  });

  it('imports the same lines 50 times and keeps each bay once, counting each added once', async () => {
    const w = await newWarehouse();
    const answers = await Promise.all(Array.from({ length: 50 }, () => importBays(w.id, '1 1\n2 2\n3 3')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((n, a) => n + (a.body.obj.added as number), 0)).toBe(3);
    expect((await bays(w.id)).map((b) => b.number)).toEqual([1, 2, 3]);
  });
});
