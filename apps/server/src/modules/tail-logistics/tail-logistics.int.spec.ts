import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';

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

const SAVE = '/api/tailLogistics/saveAndUpdate';
const SAVE_SERVICE = '/api/tailLogistics/saveAndUpdateDeliveryService';
const code = () => uniqueName('C').toUpperCase();

async function newCarrier(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', SAVE, {
    token: admin,
    body: {
      code: code(),
      name: 'USPS',
      website: 'https://www.usps.com',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNo}',
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; code: string; name: string };
}
async function newService(tailLogisticsId: number, body: Record<string, unknown> = {}) {
  const res = await t.call('POST', SAVE_SERVICE, {
    token: admin,
    body: { tailLogisticsId, code: 'GROUND', name: 'Ground Advantage', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; code: string };
}

describe('tail logistics: carriers', () => {
  it('adds a carrier, changes it, pages and finds it with its services', async () => {
    const c = await newCarrier({ contact: 'Ann', phone: '+1 800 275 8777', remark: 'line 1\nline 2' });
    expect(c).toMatchObject({ name: 'USPS', contact: 'Ann', enabled: true, serviceCount: 0, remark: 'line 1\nline 2' });

    const changed = await t.call('POST', SAVE, {
      token: admin,
      body: { id: c.id, code: c.code, name: 'United States Postal Service', enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.obj).toMatchObject({
      id: c.id,
      name: 'United States Postal Service',
      enabled: false,
      website: '',
    });

    await newService(c.id);
    const page = await t.call('GET', `/api/tailLogistics/page?pageNo=0&pageSize=10&blurry=${c.code}`, { token: admin });
    expect(page.body).toMatchObject({ flag: true, total: 1 });
    expect(page.body.rows[0]).toMatchObject({ id: c.id, serviceCount: 1 });
    const disabled = await t.call('GET', `/api/tailLogistics/page?blurry=${c.code}&enabled=true`, { token: admin });
    expect(disabled.body.total).toBe(0);

    const found = await t.call('GET', `/api/tailLogistics/findById/${c.id}`, { token: admin });
    expect(found.status).toBe(200);
    expect(found.body.obj.services).toEqual([expect.objectContaining({ code: 'GROUND', tailLogisticsId: c.id })]);
  });

  it('refuses a code taken by another carrier (any case) with 409 in the caller language', async () => {
    const c = await newCarrier();
    const res = await t.call('POST', SAVE, {
      token: admin,
      lang: 'en',
      body: { code: c.code.toLowerCase(), name: 'X' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      flag: false,
      errorKey: 'TAIL_LOGISTICS_CODE_TAKEN',
      msg: `A carrier with the code ${c.code.toLowerCase()} already exists`,
    });
    const zh = await t.call('POST', SAVE, { token: admin, lang: 'zh', body: { code: c.code, name: 'X' } });
    expect(zh.body.msg).toBe(`物流商代码已存在：${c.code}`);
    const ko = await t.call('POST', SAVE, { token: admin, lang: 'ko', body: { code: c.code, name: 'X' } });
    expect(ko.body.msg).toBe(`이미 존재하는 운송사 코드입니다: ${c.code}`);
    // Renaming onto a taken code is refused too; keeping its own code is not.
    const other = await newCarrier();
    const onto = await t.call('POST', SAVE, { token: admin, body: { id: other.id, code: c.code, name: 'X' } });
    expect(onto.status).toBe(409);
    const same = await t.call('POST', SAVE, { token: admin, body: { id: other.id, code: other.code, name: 'Y' } });
    expect(same.status).toBe(200);
  });

  it('words each field it refuses: required, lengths, code characters, web addresses, tracking template', async () => {
    const res = await t.call('POST', SAVE, {
      token: admin,
      lang: 'en',
      body: {
        code: 'U S',
        name: '',
        contact: 'x'.repeat(51),
        phone: 'call me',
        website: 'www.usps.com',
        trackingUrl: 'https://tools.usps.com/track',
      },
    });
    expect(res.status).toBe(400);
    const errors = Object.fromEntries(
      (res.body.fieldErrors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(errors).toMatchObject({
      code: "Letters, digits, '.', '-' and '_' only, starting with a letter or digit",
      name: 'This field cannot be empty',
      contact: 'At most 50 characters',
      phone: 'Enter a valid phone number',
      website: 'Enter a web address starting with http:// or https://',
      trackingUrl: 'Enter an http(s):// address containing {trackingNo}',
    });
    const zh = await t.call('POST', SAVE, { token: admin, lang: 'zh', body: { code: 'A'.repeat(31), name: 'N' } });
    expect(zh.body.fieldErrors).toEqual([
      expect.objectContaining({ field: 'code', message: '长度不能超过 30 个字符' }),
    ]);
  });

  it('answers 404 for a missing carrier on every call naming one, and deletes a carrier with its services', async () => {
    const missing = 2_000_000_000;
    expect((await t.call('GET', `/api/tailLogistics/findById/${missing}`, { token: admin })).status).toBe(404);
    const upd = await t.call('POST', SAVE, {
      token: admin,
      lang: 'en',
      body: { id: missing, code: code(), name: 'X' },
    });
    expect(upd.status).toBe(404);
    expect(upd.body.msg).toBe(`Last-mile carrier not found: ${missing}`);
    const svc = await t.call('POST', SAVE_SERVICE, {
      token: admin,
      body: { tailLogisticsId: missing, code: 'A', name: 'A' },
    });
    expect(svc.body.errorKey).toBe('TAIL_LOGISTICS_NOT_FOUND');
    expect((await t.call('DELETE', `/api/tailLogistics/delete/${missing}`, { token: admin })).status).toBe(404);

    const c = await newCarrier();
    await newService(c.id);
    expect((await t.call('DELETE', `/api/tailLogistics/delete/${c.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/tailLogistics/findById/${c.id}`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/api/dropdownData/serviceInfoList', { token: admin })).body.rows).not.toContainEqual(
      expect.objectContaining({ label: expect.stringContaining(c.code) }),
    );
  });

  it('keeps one row when 50 saves of one code arrive at once; the others answer 409', async () => {
    const c = code();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', SAVE, { token: admin, body: { code: c, name: 'Burst' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const page = await t.call('GET', `/api/tailLogistics/page?blurry=${c}`, { token: admin });
    expect(page.body.total).toBe(1);

    const carrier = answers.find((a) => a.status === 200)!.body.obj as { id: number };
    const services = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', SAVE_SERVICE, { token: admin, body: { tailLogisticsId: carrier.id, code: 'X', name: 'X' } }),
      ),
    );
    expect(services.filter((a) => a.status === 200)).toHaveLength(1);
    expect(services.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
  });
});

describe('tail logistics: delivery services', () => {
  it('adds and changes a service; its code is unique within its carrier only', async () => {
    const a = await newCarrier();
    const b = await newCarrier();
    const s = await newService(a.id);
    await newService(b.id); // the same code under another carrier
    const dup = await t.call('POST', SAVE_SERVICE, {
      token: admin,
      lang: 'en',
      body: { tailLogisticsId: a.id, code: 'ground', name: 'Again' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('This carrier already has a delivery service with the code ground');
    const changed = await t.call('POST', SAVE_SERVICE, {
      token: admin,
      body: { id: s.id, tailLogisticsId: a.id, code: 'GROUND', name: 'Ground', enabled: false },
    });
    expect(changed.body.obj).toMatchObject({ id: s.id, name: 'Ground', enabled: false });
  });

  it('answers 404 for a service of another carrier, in changes and deletes, and leaves it alone', async () => {
    const a = await newCarrier();
    const b = await newCarrier();
    const sb = await newService(b.id);
    const del = await t.call('DELETE', `/api/tailLogistics/deleteServiceInfo/${a.id}/${sb.id}`, {
      token: admin,
      lang: 'en',
    });
    expect(del.status).toBe(404);
    expect(del.body).toMatchObject({
      errorKey: 'TAIL_SERVICE_NOT_FOUND',
      msg: `This carrier has no delivery service ${sb.id}`,
    });
    const move = await t.call('POST', SAVE_SERVICE, {
      token: admin,
      body: { id: sb.id, tailLogisticsId: a.id, code: 'MOVED', name: 'Moved' },
    });
    expect(move.status).toBe(404);
    const still = await t.call('GET', `/api/tailLogistics/findById/${b.id}`, { token: admin });
    expect(still.body.obj.services).toEqual([expect.objectContaining({ id: sb.id, code: 'GROUND' })]);

    expect(
      (await t.call('DELETE', `/api/tailLogistics/deleteServiceInfo/${b.id}/${sb.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/tailLogistics/deleteServiceInfo/${b.id}/${sb.id}`, { token: admin })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/tailLogistics/deleteServiceInfo/2000000000/${sb.id}`, { token: admin })).body
        .errorKey,
    ).toBe('TAIL_LOGISTICS_NOT_FOUND');
  });
});

describe('tail logistics: who may call', () => {
  it('refuses a customer or a supplier writing or reading the screen (403), and anyone signed out (401)', async () => {
    const c = await newCarrier();
    const s = await newService(c.id);
    for (const token of [customer, supplier]) {
      const calls = [
        t.call('POST', SAVE, { token, body: { code: code(), name: 'X' } }),
        t.call('POST', SAVE_SERVICE, { token, body: { tailLogisticsId: c.id, code: 'Y', name: 'Y' } }),
        t.call('DELETE', `/api/tailLogistics/deleteServiceInfo/${c.id}/${s.id}`, { token }),
        t.call('DELETE', `/api/tailLogistics/delete/${c.id}`, { token }),
        t.call('GET', `/api/tailLogistics/findById/${c.id}`, { token }),
        t.call('GET', '/api/tailLogistics/page', { token }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    }
    expect((await t.call('GET', '/api/tailLogistics/page')).status).toBe(401);
    expect((await t.call('GET', '/api/dropdownData/tailLogistics')).status).toBe(401);
    expect(
      (await t.call('GET', `/api/tailLogistics/findById/${c.id}`, { token: admin })).body.obj.services,
    ).toHaveLength(1);
  });

  it('answers hostile ids with 400 or 404, never a 5xx', async () => {
    const ids = ['0', '-1', '1.5', '0x10', '1e3', '99999999999', "1'or'1", '%00', 'abc', '2147483648', '2147483647'];
    for (const id of ids) {
      const paths = [`/api/tailLogistics/findById/${id}`, `/api/dropdownData/tailLogisticsService/${id}/USER`];
      for (const p of paths) {
        const res = await t.call('GET', p, { token: admin });
        expect([400, 404], `${p}: ${res.status}`).toContain(res.status);
      }
      for (const p of [
        `/api/tailLogistics/deleteServiceInfo/${id}/1`,
        `/api/tailLogistics/deleteServiceInfo/1/${id}`,
      ]) {
        const res = await t.call('DELETE', p, { token: admin });
        expect([400, 404], `${p}: ${res.status}`).toContain(res.status);
      }
    }
    for (const id of [0, -1, 1.5, 2 ** 31, '1', null]) {
      const res = await t.call('POST', SAVE, { token: admin, body: { id, code: code(), name: 'X' } });
      expect(res.status, `id ${String(id)}`).toBe(400);
    }
    const res = await t.call('GET', '/api/dropdownData/tailLogisticsService/1/ADMIN', { token: admin });
    expect(res.status).toBe(400);
  });
});

describe('tail logistics: dropdowns', () => {
  it('offer enabled carriers and services as label/value pairs to any signed-in user', async () => {
    const name = uniqueName('Yamato ');
    const c = await newCarrier({ name });
    const off = await newCarrier({ name: `${name} off`, enabled: false });
    const s1 = await newService(c.id, { code: 'TA_Q_BIN', name: 'TA-Q-BIN' });
    const s2 = await newService(c.id, { code: 'NEKOPOS', name: 'Nekopos', enabled: false });
    await newService(off.id, { code: 'HIDDEN', name: 'Hidden' });

    for (const token of [admin, customer, supplier]) {
      const all = await t.call('GET', '/api/dropdownData/tailLogistics', { token });
      expect(all.body.flag).toBe(true);
      expect(all.body.rows).toContainEqual({ label: `${name} (${c.code})`, value: String(c.id) });
      expect(all.body.rows).not.toContainEqual(expect.objectContaining({ value: String(off.id) }));

      const remote = await t.call('GET', `/api/dropdownData/remoteTailLogisticsList?name=${encodeURIComponent(name)}`, {
        token,
      });
      expect(remote.body.rows).toEqual([{ label: `${name} (${c.code})`, value: String(c.id) }]);

      const user = await t.call('GET', `/api/dropdownData/tailLogisticsService/${c.id}/USER`, { token });
      expect(user.body.rows).toEqual([{ label: 'TA-Q-BIN (TA_Q_BIN)', value: String(s1.id) }]);

      const infos = await t.call('GET', '/api/dropdownData/serviceInfoList', { token });
      expect(infos.body.rows).toContainEqual({ label: `${name} / TA-Q-BIN`, value: String(s1.id) });
      expect(infos.body.rows).not.toContainEqual(expect.objectContaining({ label: expect.stringContaining('Hidden') }));
    }
    // PLATFORM lists disabled services too, to a platform user only.
    const platform = await t.call('GET', `/api/dropdownData/tailLogisticsService/${c.id}/PLATFORM`, { token: admin });
    expect(platform.body.rows.map((r: { value: string }) => r.value)).toEqual([String(s2.id), String(s1.id)]);
    const asCustomer = await t.call('GET', `/api/dropdownData/tailLogisticsService/${c.id}/PLATFORM`, {
      token: customer,
    });
    expect(asCustomer.body.rows.map((r: { value: string }) => r.value)).toEqual([String(s1.id)]);
    const missing = await t.call('GET', '/api/dropdownData/tailLogisticsService/2000000000/USER', { token: customer });
    expect(missing.status).toBe(404);
  });

  it('takes a search text literally: % and _ match themselves', async () => {
    const res = await t.call('GET', '/api/dropdownData/remoteTailLogisticsList?name=%25', { token: customer });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
    const blank = await t.call('GET', '/api/dropdownData/remoteTailLogisticsList', { token: customer });
    expect(blank.status).toBe(200);
    expect(blank.body.rows.length).toBeLessThanOrEqual(50);
  });
});
