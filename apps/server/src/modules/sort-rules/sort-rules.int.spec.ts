import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client';
import { createDataAccess, dataAccessOf } from '../../platform/db/data-access';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';
import type { ParcelFacts } from './engine/rule';
import { createSortRulesService } from './sort-rules.service';

let t: TestApp;
let warehouseId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ t } = await demoTestApp(['admin', 'customer'], tokens));
  warehouseId = (await t.app.services.warehouses.byCode('szx1'))!.id;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, lang = 'en') =>
  t.call(method, url, { token: tokens.admin!, lang, ...(body === undefined ? {} : { body }) });

let n = 0;
const rule = (more: Record<string, unknown> = {}) => ({
  warehouseId,
  code: `T-${++n}`,
  name: `Test rule ${n}`,
  bayNumber: 9,
  destinations: ['AQ'],
  ...more,
});

const us = (postcode: string, weightKg = '1'): ParcelFacts => ({
  customerId: 1,
  destination: 'US',
  postcode,
  weightKg,
  productCode: 'US-EXP',
  carrierCode: null,
});

describe('sorting rules over the API', () => {
  it('lists the demo warehouse rules, filtered and paged', async () => {
    const all = await admin('POST', '/api/sortRule/listSortRule', { warehouseId });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(8);
    expect(all.body.rows[0]).toMatchObject({ code: 'OLD', level: 99 }); // by level, highest first
    const nyc = await admin('POST', '/api/sortRule/listSortRule', { warehouseId, blurry: 'nyc' });
    expect(nyc.body.rows.map((r: { code: string }) => r.code)).toEqual(['US-NYC']);
    expect(nyc.body.rows[0]).toMatchObject({
      destinations: ['US'],
      postcodeFrom: '10000',
      postcodeTo: '10299',
      bayNumber: 7,
    });
    const port = await admin('POST', '/api/sortRule/listSortRule', { warehouseId, sortType: 'DESTINATION_PORT' });
    expect(port.body.total).toBe(0);
    const page = await admin('POST', '/api/sortRule/listSortRule', { warehouseId, pageNo: 1, pageSize: 3 });
    expect([page.body.rows.length, page.body.total]).toEqual([3, 8]);
  });

  it('adds a rule with every field, changes, disables, enables and deletes it', async () => {
    const added = await admin('POST', '/api/sortRule/add', {
      ...rule(),
      customerId: (await t.app.services.users.findByUsername('customer'))!.id,
      endDistributionCenter: 'NRT',
      executionWeight: '1.5',
      sortType: 'DESTINATION_PORT',
      destinations: ['JP', 'KR', 'JP'],
      productCode: 'JP-EXP',
      machinable: true,
      sortLevel: 'L1',
      cin: 'CIN-1',
      cinrReadable: 'CIN 1',
      weightMin: '0.5',
      weightMax: '30',
      postcodeFrom: '100-0001',
      postcodeTo: '199-9999',
      postcodeLength: 7,
      carrierCode: 'JPPOST',
      level: 12,
      baggingRequirement: 'Blue bag',
      validFrom: '2026-01-01T00:00:00Z',
      validTo: '2027-01-01T00:00:00+09:00',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const r = added.body.obj;
    expect(r).toMatchObject({
      warehouseCity: '深圳',
      customerName: 'customer',
      destinations: ['JP', 'KR'],
      executionWeight: '1.500',
      weightMin: '0.500',
      postcodeLength: 7,
      sortType: 'DESTINATION_PORT',
      validTo: '2026-12-31T15:00:00.000Z',
      enabled: true,
    });
    const changed = await admin('POST', '/api/sortRule/update', {
      ...rule({ code: r.code, name: 'Renamed' }),
      id: r.id,
    });
    expect(changed.body.obj).toMatchObject({ name: 'Renamed', customerId: null, destinations: ['AQ'], level: 0 });
    expect((await admin('POST', `/api/sortRule/disable/${r.id}`)).body.obj.enabled).toBe(false);
    const off = await admin('POST', '/api/sortRule/listSortRule', { warehouseId, enabled: false });
    expect(off.body.rows.map((x: { id: number }) => x.id)).toContain(r.id);
    expect((await admin('POST', `/api/sortRule/enable/${r.id}`)).body.obj.enabled).toBe(true);
    expect((await admin('DELETE', `/api/sortRule/delete/${r.id}`)).status).toBe(200);
    const gone = await admin('DELETE', `/api/sortRule/delete/${r.id}`);
    expect([gone.status, gone.body.errorKey]).toEqual([404, 'SORT_RULE_NOT_FOUND']);
  });

  it('refuses a rule whose minimum weight exceeds its maximum, an upside-down or mismatched postcode range, validity ending before it starts: field errors in zh, en, ko', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weightMin: '10', weightMax: '5' }, 'weightMax', 'Maximum cannot be below minimum'],
      [{ postcodeFrom: '20000', postcodeTo: '10000' }, 'postcodeTo', 'Maximum cannot be below minimum'],
      [{ postcodeFrom: '1000', postcodeTo: '10000' }, 'postcodeTo', 'The postcode must be 4 characters long'],
      [{ postcodeFrom: '10000', postcodeLength: 3 }, 'postcodeFrom', 'The postcode must be 3 characters long'],
      [
        { validFrom: '2026-12-01T00:00:00Z', validTo: '2026-11-01T00:00:00Z' },
        'validTo',
        'The end must be after the start',
      ],
      [{ bayNumber: 0 }, 'bayNumber', 'Must be greater than 0'],
      [{ destinations: ['usa'] }, 'destinations.0', 'upper2'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await admin('POST', '/api/sortRule/add', rule(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const error = res.body.fieldErrors.find((f: { field: string }) => f.field === field);
      expect(error, JSON.stringify(res.body)).toBeDefined();
      if (message !== 'upper2') expect(error.message).toBe(message);
    }
    const zh = await admin('POST', '/api/sortRule/add', rule({ weightMin: '10', weightMax: '5' }), 'zh');
    expect(zh.body.fieldErrors[0]).toEqual({ field: 'weightMax', message: '最大值不能小于最小值' });
    const ko = await admin(
      'POST',
      '/api/sortRule/add',
      rule({ validFrom: '2026-12-01T00:00:00Z', validTo: '2026-12-01T00:00:00Z' }),
      'ko',
    );
    expect(ko.body.fieldErrors[0]).toEqual({ field: 'validTo', message: '종료 시간은 시작 시간 이후여야 합니다' });
  });

  it('refuses a bay the warehouse does not have, an unknown customer, a taken code, an unknown warehouse', async () => {
    const bay = await admin('POST', '/api/sortRule/add', rule({ bayNumber: 13 }));
    expect([bay.status, bay.body.errorKey, bay.body.msg]).toEqual([
      400,
      'SORT_RULE_BAY_UNKNOWN',
      'Bay 13 is not a bay of the warehouse SZX1',
    ]);
    const bayZh = await admin('POST', '/api/sortRule/add', rule({ bayNumber: 13 }), 'zh');
    expect(bayZh.body.msg).toBe('格口 13 不是仓库 SZX1 的格口');
    const customer = await admin('POST', '/api/sortRule/add', rule({ customerId: 2 ** 31 - 1 }));
    expect(customer.body.errorKey).toBe('SORT_RULE_CUSTOMER_UNKNOWN');
    const taken = await admin('POST', '/api/sortRule/add', rule({ code: 'us-nyc' }));
    expect([taken.status, taken.body.errorKey]).toEqual([409, 'SORT_RULE_CODE_TAKEN']);
    const nowhere = await admin('POST', '/api/sortRule/add', rule({ warehouseId: 999_999 }));
    expect([nowhere.status, nowhere.body.errorKey]).toEqual([404, 'WAREHOUSE_NOT_FOUND']);
    const missing = await admin('POST', '/api/sortRule/update', { ...rule(), id: 2 ** 31 - 1 });
    expect([missing.status, missing.body.errorKey]).toEqual([404, 'SORT_RULE_NOT_FOUND']);
  });

  it('answers hostile input with 4xx: NUL bytes, ids past 32 bits, huge strings, wrong types', async () => {
    const bodies = [
      rule({ name: 'a\u0000b' }),
      rule({ code: 'X\u0000' }),
      rule({ warehouseId: 2 ** 40 }),
      rule({ customerId: 2 ** 40 }),
      rule({ name: 'x'.repeat(100_000) }),
      rule({ postcodeFrom: '1'.repeat(5000) }),
      rule({ weightMax: '1e400' }),
      rule({ level: 2 ** 40 }),
      rule({ destinations: Array.from({ length: 300 }, () => 'US') }),
      rule({ validFrom: 'yesterday' }),
      'not an object',
    ];
    for (const body of bodies) {
      const res = await admin('POST', '/api/sortRule/add', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    const upd = await admin('POST', '/api/sortRule/update', { ...rule(), id: 2 ** 40 });
    expect(upd.status).toBe(400);
    for (const path of [
      '/api/sortRule/enable/1099511627776',
      '/api/sortRule/disable/0x1',
      '/api/sortRule/enable/%00',
    ]) {
      const res = await admin('POST', path);
      expect(res.status, path).toBe(400);
    }
    expect((await admin('DELETE', '/api/sortRule/delete/1099511627776')).status).toBe(400);
    for (const body of [
      { warehouseId: 2 ** 40 },
      { blurry: '\u0000' },
      { blurry: 'x'.repeat(10_000) },
      { pageSize: 2 ** 40 },
      { sortType: 'ROBOT' },
    ]) {
      const res = await admin('POST', '/api/sortRule/listSortRule', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    for (const body of [
      { warehouseId, destination: 'US', postcode: '1\u00000', weightKg: '1' },
      { warehouseId, destination: 'US', postcode: '1'.repeat(10_000), weightKg: '1' },
      { warehouseId: 2 ** 40, destination: 'US', weightKg: '1' },
      { warehouseId, destination: 'US', weightKg: '-1' },
    ]) {
      const res = await admin('POST', '/api/sortRule/test', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('offers the warehouses to pick (the warehouses’ one picker, disabled ones too)', async () => {
    const res = await admin('GET', '/api/sortWarehouse/options?withDisabled=true');
    expect(res.body.rows).toContainEqual(expect.objectContaining({ value: warehouseId, label: 'SZX1 深圳一号仓' }));
  });

  it('is closed to a customer', async () => {
    const res = await t.call('POST', '/api/sortRule/listSortRule', { token: tokens.customer!, body: {} });
    expect(res.status).toBe(403);
  });
});

describe('the rule test', () => {
  it('sends a US 10001 parcel at SZX1 to bay 7 (US-NYC) and tells why each other rule lost', async () => {
    const res = await admin('POST', '/api/sortRule/test', {
      warehouseId,
      sortType: 'DISTRIBUTION_CENTER',
      destination: 'US',
      postcode: '10001',
      weightKg: '1.2',
      productCode: 'US-EXP',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { bayNumber, rule: winner, others } = res.body.obj;
    expect([bayNumber, winner.code]).toEqual([7, 'US-NYC']);
    const why = Object.fromEntries(
      others.map((o: { rule: { code: string }; reason: string }) => [o.rule.code, o.reason]),
    );
    expect(why).toMatchObject({
      'US-E': 'Same level: the winner has a narrower postcode range',
      'US-D': 'Lower level',
      'US-W': 'Condition not met: postcode range',
      'US-H': 'Condition not met: weight range',
      KR: 'Condition not met: destination',
      EU: 'Condition not met: product service',
      OLD: 'The rule has expired',
    });
    // Ten days ago the expired OLD (level 99) was in force, and took the parcel; US-NYC lost on its level.
    const past = await admin('POST', '/api/sortRule/test', {
      warehouseId,
      destination: 'US',
      postcode: '10001',
      weightKg: '1.2',
      at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    expect([past.body.obj.bayNumber, past.body.obj.rule.code]).toEqual([8, 'OLD']);
    expect(past.body.obj.others[0]).toMatchObject({ rule: { code: 'US-NYC' }, loss: { kind: 'lost', on: 'level' } });
    const zh = await admin(
      'POST',
      '/api/sortRule/test',
      { warehouseId, destination: 'JP', postcode: '1000001', weightKg: '1' },
      'zh',
    );
    expect(zh.body.obj).toMatchObject({ bayNumber: null, rule: null });
    expect(zh.body.obj.others.find((o: { rule: { code: string } }) => o.rule.code === 'KR').reason).toBe(
      '条件不符：目的地',
    );
  });
});

describe('the compiled decision', () => {
  it('sees a change of a rule at its next decision, in this process and in another', async () => {
    const rules = t.app.services.sortRules;
    // Another process: its own service over the same database, its own compiled rules.
    const other = createSortRulesService({ data: dataAccessOf(t.database), warehouses: t.app.services.warehouses });
    const jp = { ...us('1000001'), destination: 'JP' };
    expect(await rules.decideOrNull(warehouseId, 'DISTRIBUTION_CENTER', jp)).toBeNull();
    expect(await other.decideOrNull(warehouseId, 'DISTRIBUTION_CENTER', jp)).toBeNull();
    expect((await other.decide(warehouseId, 'DISTRIBUTION_CENTER', us('10001'), 'A')).bayNumber).toBe(7);

    const added = await admin(
      'POST',
      '/api/sortRule/add',
      rule({ code: 'JP-ALL', bayNumber: 10, destinations: ['JP'] }),
    );
    expect(added.status).toBe(200);
    expect((await rules.decideOrNull(warehouseId, 'DISTRIBUTION_CENTER', jp))?.rule.code).toBe('JP-ALL');
    expect((await other.decideOrNull(warehouseId, 'DISTRIBUTION_CENTER', jp))?.bayNumber).toBe(10);

    const nyc = (await admin('POST', '/api/sortRule/listSortRule', { warehouseId, blurry: 'US-NYC' })).body.rows[0];
    await admin('POST', `/api/sortRule/disable/${nyc.id}`);
    expect((await other.decide(warehouseId, 'DISTRIBUTION_CENTER', us('10001'), 'A')).rule.code).toBe('US-E');
    await admin('POST', '/api/sortRule/update', {
      ...rule({ code: 'JP-ALL', bayNumber: 11, destinations: ['JP'] }),
      id: added.body.obj.id,
    });
    expect((await other.decideOrNull(warehouseId, 'DISTRIBUTION_CENTER', jp))?.bayNumber).toBe(11);
    await admin('POST', `/api/sortRule/enable/${nyc.id}`);
    await admin('DELETE', `/api/sortRule/delete/${added.body.obj.id}`);
    expect(await other.decideOrNull(warehouseId, 'DISTRIBUTION_CENTER', jp)).toBeNull();
    expect((await rules.decide(warehouseId, 'DISTRIBUTION_CENTER', us('10001'), 'A')).bayNumber).toBe(7);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'PostgreSQL: another server process hears a change and decides with it',
    async () => {
      const database = await openDatabase({ databaseUrl: t.url!, poolSize: 2 });
      try {
        const data = createDataAccess(database.db, {
          guard: true,
          changeCount: database.changeCount,
          concurrentTransactions: true,
        });
        const other = createSortRulesService({ data, warehouses: t.app.services.warehouses });
        const br = { ...us('01000'), destination: 'BR' };
        // Its listener connects in the background: until it listens, the count is undefined and every decision reads.
        for (let i = 0; i < 100 && database.changeCount() === undefined; i++)
          await new Promise((r) => setTimeout(r, 20));
        expect(database.changeCount()).toBeDefined();
        expect(await other.decideOrNull(warehouseId, 'DESTINATION_PORT', br)).toBeNull();
        const before = database.changeCount();
        expect(await other.decideOrNull(warehouseId, 'DESTINATION_PORT', br)).toBeNull();
        const added = await admin(
          'POST',
          '/api/sortRule/add',
          rule({ sortType: 'DESTINATION_PORT', destinations: ['BR'] }),
        );
        expect(added.status).toBe(200);
        for (let i = 0; i < 100 && database.changeCount() === before; i++) await new Promise((r) => setTimeout(r, 20));
        expect((await other.decideOrNull(warehouseId, 'DESTINATION_PORT', br))?.rule.code).toBe(added.body.obj.code);
      } finally {
        await database.close();
      }
    },
  );

  it('keeps decisions exact while 50 run at once with rule changes among them', async () => {
    const rules = t.app.services.sortRules;
    const decisions = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 10 === 0
          ? admin('POST', '/api/sortRule/add', rule({ destinations: ['BR'], bayNumber: 12 })).then(() => null)
          : rules.decide(warehouseId, 'DISTRIBUTION_CENTER', us(i % 2 ? '10001' : '90210'), 'A'),
      ),
    );
    const bays = decisions.filter((d) => d !== null).map((d) => d!.bayNumber);
    expect(bays).toHaveLength(45);
    expect(new Set(bays)).toEqual(new Set([7, 2]));
  });
});
