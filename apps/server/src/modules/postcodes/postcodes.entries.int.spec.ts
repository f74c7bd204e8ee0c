import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { dataAccessOf } from '../../platform/db/data-access';
import type { Actor } from '../../platform/auth/actor';
import { createRegionsService } from '../regions';
import type { TasksService } from '../tasks';
import { createPostcodesService, type PostcodesService } from './postcodes.service';

let t: TestApp;
let admin: string;
let adminActor: Actor;
let supplier: string;
/** A service of its own on the test's database: what other modules call (matches, rangesOfGroups, the hook). */
let service: PostcodesService;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
  admin = signed.token;
  adminActor = {
    userId: signed.user.id,
    accountId: signed.user.id,
    username: signed.user.username,
    privilegeType: 'PLATFORM',
    roles: ['admin'],
    permissions: new Set(),
    isSubAccount: false,
    grantedMenuIds: null,
    language: null,
    sessionId: 0,
  };
  supplier = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
  const data = dataAccessOf(t.database);
  // Nothing here queues work: the task center is not needed.
  const tasks = { job: () => async () => undefined } as unknown as TasksService;
  service = createPostcodesService({ data, regions: createRegionsService({ data }), tasks });
});
afterAll(() => t.close());

async function newGroup(name: string, countryCode = 'US', token = admin, type = 'REMOTE'): Promise<number> {
  const res = await t.call('POST', '/api/postcode/group/save', { token, body: { name, countryCode, type } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj.id as number;
}
const save = (body: unknown, lang = 'en', token = admin) => t.call('POST', '/api/postcode/save', { token, lang, body });
const detail = (id: number, query = '') => t.call('GET', `/api/postcode/getGroup2/${id}${query}`, { token: admin });

describe('postcodes of a group', () => {
  it('adds, edits and deletes postcodes and ranges, keeping them in key order', async () => {
    const id = await newGroup('Entries');
    const range = await save({ groupId: id, kind: 'RANGE', start: ' 995 ', end: '999' });
    expect(range.status).toBe(200);
    expect(range.body.obj).toMatchObject({
      groupId: id,
      kind: 'RANGE',
      start: '995',
      end: '999',
      from: '995',
      to: '999',
    });
    const single = await save({ groupId: id, start: '10001-1234', end: 'ignored' });
    expect(single.body.obj).toMatchObject({ kind: 'SINGLE', start: '10001-1234', end: '', from: '100011234' });

    const edited = await save({ groupId: id, id: single.body.obj.id, start: '10002' });
    expect(edited.body.obj).toMatchObject({ id: single.body.obj.id, start: '10002', from: '10002', to: '10002' });

    const shown = await detail(id);
    expect(shown.body.obj).toMatchObject({ postcodeCount: 2, rangeCount: 1, postcodeTotal: 2 });
    expect(shown.body.obj.postcodes.map((p: { start: string }) => p.start)).toEqual(['10002', '995']);

    const removed = await t.call('GET', `/api/postcode/delete/${range.body.obj.id}`, { token: admin });
    expect(removed.body.obj).toEqual({ id: range.body.obj.id, groupId: id });
    expect((await detail(id)).body.obj.postcodeCount).toBe(1);
    const again = await t.call('GET', `/api/postcode/delete/${range.body.obj.id}`, { token: admin, lang: 'ko' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ errorKey: 'POSTCODE_NOT_FOUND', msg: '우편번호가 존재하지 않습니다' });
  });

  it('pages a group and finds postcodes by part of them, as written or compared', async () => {
    const id = await newGroup('Paged', 'GB');
    for (const p of ['SW1A 1AA', 'SW1A 2AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE']) await save({ groupId: id, start: p });
    const page = await detail(id, '?pageNo=1&pageSize=2');
    expect(page.body.obj).toMatchObject({ postcodeCount: 5, postcodeTotal: 5 });
    expect(page.body.obj.postcodes.map((p: { start: string }) => p.start)).toEqual(['SW1A 1AA', 'SW1A 2AA']);
    const found = await detail(id, `?keyword=${encodeURIComponent('sw1a1')}`);
    expect(found.body.obj.postcodeTotal).toBe(1);
    expect(found.body.obj.postcodes[0].start).toBe('SW1A 1AA');
    expect((await detail(id, '?keyword=A%201%20')).body.obj.postcodeTotal).toBe(2);
  });

  it('refuses the same postcode or range twice in a group (however written), not in another group', async () => {
    const id = await newGroup('Duplicates', 'GB');
    expect((await save({ groupId: id, start: 'SW1A 1AA' })).status).toBe(200);
    const dup = await save({ groupId: id, start: 'sw1a-1aa' }, 'zh');
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errorKey: 'POSTCODE_DUPLICATE', msg: '该分组已有此邮编或区间：sw1a-1aa' });
    expect((await save({ groupId: id, kind: 'RANGE', start: 'SW1A1AA', end: 'SW1A 1AA' })).status).toBe(409);
    const other = await newGroup('Duplicates elsewhere', 'GB');
    expect((await save({ groupId: other, start: 'SW1A 1AA' })).status).toBe(200);
    // An edit onto another entry's keys is refused too, and changes nothing.
    const second = await save({ groupId: id, start: 'E1 6AN' });
    expect((await save({ groupId: id, id: second.body.obj.id, start: 'SW1A1AA' })).status).toBe(409);
    expect((await detail(id)).body.obj.postcodes.map((p: { start: string }) => p.start)).toEqual([
      'E1 6AN',
      'SW1A 1AA',
    ]);
  });

  it('checks US entries: ZIP prefixes of 1-5 digits or ZIP+4, a range of one length, start not after end', async () => {
    const id = await newGroup('US rules');
    for (const start of ['9', '99501', '99501-1234', '12345 6789'])
      expect((await save({ groupId: id, start })).status).toBe(200);
    const words = {
      zh: '美国邮编须为 1-5 位数字（前缀）或 5+4 位（如 99501-1234）：AB123',
      en: 'A US postcode is a ZIP prefix of 1-5 digits or a ZIP+4 (e.g. 99501-1234): AB123',
      ko: '미국 우편번호는 1-5자리 숫자(앞자리) 또는 5+4자리(예: 99501-1234)여야 합니다: AB123',
    };
    for (const [lang, msg] of Object.entries(words)) {
      const res = await save({ groupId: id, start: 'AB123' }, lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorKey: 'POSTCODE_US_INVALID', msg, params: { field: 'start' } });
    }
    expect((await save({ groupId: id, start: '995012' })).body.errorKey).toBe('POSTCODE_US_INVALID');
    expect((await save({ groupId: id, kind: 'RANGE', start: '995', end: '9999' })).body).toMatchObject({
      errorKey: 'POSTCODE_RANGE_LENGTH',
      params: { field: 'end' },
    });
    const reversed = await save({ groupId: id, kind: 'RANGE', start: '999', end: '995' }, 'ko');
    expect(reversed.body).toMatchObject({
      errorKey: 'POSTCODE_RANGE_REVERSED',
      msg: '끝 우편번호는 시작 우편번호보다 작을 수 없습니다',
    });
    // Outside the US letters are postcodes too, and the ends may differ in length.
    const gb = await newGroup('GB rules', 'GB');
    expect((await save({ groupId: gb, kind: 'RANGE', start: 'AB1', end: 'AC' })).body.obj).toMatchObject({
      from: 'AB1',
      to: 'ACZ',
    });
  });

  it('refuses bad characters, a missing range end and oversize values, worded in zh, en and ko', async () => {
    const id = await newGroup('Field rules', 'GB');
    const words = {
      zh: ['邮编只能包含字母、数字、空格或“-”', '该字段不能为空'],
      en: ["Postcode accepts letters, digits, space or '-'", 'This field cannot be empty'],
      ko: ["우편번호는 문자, 숫자, 공백 또는 '-'만 허용됩니다", '이 항목은 비워 둘 수 없습니다'],
    };
    for (const [lang, [postcode, required]] of Object.entries(words)) {
      const res = await save({ groupId: id, kind: 'RANGE', start: 'SW1#', end: '' }, lang);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([
        { field: 'start', message: postcode },
        { field: 'end', message: required },
      ]);
    }
    for (const start of ['a\u0000b', ' - ', 'x'.repeat(21), 'y'.repeat(10_240), '邮编']) {
      const res = await save({ groupId: id, start });
      expect(res.status, JSON.stringify(start.slice(0, 30))).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe('start');
    }
    expect((await save({ groupId: id, start: 'x'.repeat(21) })).body.fieldErrors).toEqual([
      { field: 'start', message: 'At most 20 characters' },
    ]);
    expect((await save({ groupId: 2_147_483_648, start: 'E1' })).body.fieldErrors).toEqual([
      { field: 'groupId', message: 'Number too large: at most 2147483647' },
    ]);
  });

  it('logs every change of a group for its owner to read in the history drawer', async () => {
    const id = await newGroup('History', 'GB', supplier);
    await t.call('POST', '/api/postcode/group/save', {
      token: supplier,
      body: { id, name: 'History renamed', countryCode: 'GB', type: 'REMOTE' },
    });
    const history = await t.call('GET', `/api/sysOperateLog/lists/${id}?resource=postcode_groups`, { token: supplier });
    expect(history.status).toBe(200);
    expect(history.body.rows.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'INSERT']);
    expect(history.body.rows[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name', before: 'History', after: 'History renamed' })]),
    );
    const stranger = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
    const denied = await t.call('GET', `/api/sysOperateLog/lists/${id}?resource=postcode_groups`, { token: stranger });
    expect(denied.status).toBe(404);
  });
});

describe('what other modules use', () => {
  it('matches a postcode by its leading digits within the ranges of a group of its country', async () => {
    const id = await newGroup('Matching');
    await save({ groupId: id, kind: 'RANGE', start: '995', end: '999' });
    await save({ groupId: id, start: '10001' });
    for (const zip of ['99500', '99501', '99999', '99501-1234', ' 99650 ', '10001', '10001-0001'])
      expect(await service.matches(id, 'US', zip), zip).toBe(true);
    for (const zip of ['99499', '10002', '994', '', '1000', 'ABCDE'])
      expect(await service.matches(id, 'US', zip), zip).toBe(false);
    expect(await service.matches(id, 'us', '99501')).toBe(true);
    expect(await service.matches(id, 'CA', '99501')).toBe(false);
    expect(await service.matches(2_147_483_000, 'US', '99501')).toBe(false);
    expect(await service.matches(2 ** 40, 'US', '99501')).toBe(false);
  });

  it('answers the ranges of groups, normalised, of one length and sorted, for the pricing engine', async () => {
    const us = await newGroup('Ranges US');
    await save({ groupId: us, start: '99501' });
    await save({ groupId: us, kind: 'RANGE', start: '995', end: '999' });
    const gb = await newGroup('Ranges GB', 'GB', admin, 'NO_REMOTE');
    await save({ groupId: gb, start: 'sw1a 1aa' });
    await save({ groupId: gb, kind: 'RANGE', start: 'ab', end: 'ac-9' });
    const out = await service.rangesOfGroups([gb, us, us, 2_147_483_000, 2 ** 40]);
    expect(out).toEqual([
      {
        id: us,
        country: 'US',
        type: 'REMOTE',
        version: 3,
        ranges: [
          { from: '995', to: '999' },
          { from: '99501', to: '99501' },
        ],
      },
      {
        id: gb,
        country: 'GB',
        type: 'NO_REMOTE',
        version: 3,
        ranges: [
          { from: 'AB0', to: 'AC9' },
          { from: 'SW1A1AA', to: 'SW1A1AA' },
        ],
      },
    ]);
    expect(await service.rangesOfGroups([])).toEqual([]);
  });

  it('lets a later module refuse deleting a group it uses, or changing its country or type', async () => {
    const used = await newGroup('In use');
    const free = await newGroup('Not in use');
    service.registerInUseCheck(async (groupId) => (groupId === used ? 'product cost PC001' : null));
    await expect(service.deleteGroup(adminActor, used)).rejects.toMatchObject({
      errorKey: 'POSTCODE_GROUP_IN_USE',
      params: { id: used, usedBy: 'product cost PC001' },
    });
    await expect(
      service.saveGroup(
        adminActor,
        { id: used, name: 'In use', countryCode: 'US', type: 'NO_REMOTE', description: '' },
        'en',
      ),
    ).rejects.toMatchObject({ errorKey: 'POSTCODE_GROUP_IN_USE' });
    // A new name or description is fine; the group is still there.
    const renamed = await service.saveGroup(
      adminActor,
      { id: used, name: 'In use, renamed', countryCode: 'US', type: 'REMOTE', description: 'kept' },
      'en',
    );
    expect(renamed).toMatchObject({ name: 'In use, renamed', type: 'REMOTE' });
    expect(await service.deleteGroup(adminActor, free)).toEqual({ id: free, postcodes: 0 });
  });
});
