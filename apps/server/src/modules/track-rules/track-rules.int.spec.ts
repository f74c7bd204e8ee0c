import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../orders';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { createUser } from '../../../test/factories/users';
import { moveAsWarehouse } from '../../../test/helpers/warehouse-moves';

let t: TestApp;
let usExp: number;
const tokens: Record<string, string> = {};
let customer: string;

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['admin', 'customer'], tokens));
  customer = await t.login((await createUser(t.db)).username);
});
afterAll(() => t.close());

let codes = 0;
const carrier = () => `RULES-${++codes}`;

async function newGroup(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/trackRuleGroup/saveAndUpdate', {
    token: tokens.admin,
    body: { name: 'Rules', carrierCode: carrier(), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; carrierCode: string; enabled: boolean };
}
const saveRule = (body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', '/api/trackRule/saveAndUpdate', { token: tokens.admin, body, lang });
async function newRule(groupId: number, body: Record<string, unknown>) {
  const res = await saveRule({ groupId, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; priority: number };
}
const test = async (body: Record<string, unknown>, lang = 'en') =>
  (await t.call('POST', '/api/trackRule/test', { token: tokens.admin, body, lang })).body;

describe('track rule groups and rules', () => {
  it('adds, lists, changes and deletes groups; one enabled group per carrier', async () => {
    const g = await newGroup({ carrierCode: 'rules-lower' });
    expect(g.carrierCode).toBe('RULES-LOWER');
    const twin = await t.call('POST', '/api/trackRuleGroup/saveAndUpdate', {
      token: tokens.admin,
      body: { name: 'Twin', carrierCode: 'RULES-LOWER' },
      lang: 'en',
    });
    expect(twin.status).toBe(409);
    expect(twin.body.msg).toContain('RULES-LOWER');
    // A disabled second group of the carrier is allowed.
    const off = await newGroup({ carrierCode: 'RULES-LOWER', enabled: false });
    const list = await t.call('POST', '/api/trackRuleGroup/list', {
      token: tokens.admin,
      body: { pageNo: 0, pageSize: 10, blurry: 'rules-lower' },
    });
    expect(list.body.total).toBe(2);
    const options = await t.call('GET', '/api/dropdownData/trackRuleGroupList', { token: tokens.admin });
    expect(options.body.rows).toContainEqual({ label: 'Rules (RULES-LOWER)', value: String(g.id) });
    const del = await t.call('DELETE', '/api/trackRuleGroup/dels', { token: tokens.admin, body: [g.id, off.id] });
    expect(del.body.obj).toEqual({ deleted: 2 });
    const missing = await t.call('POST', `/api/trackRule/listByGroupId/${g.id}`, { token: tokens.admin });
    expect(missing.status).toBe(404);
  });

  it('refuses a pattern that could run away, an unknown status and a sub-status of another, in the caller language', async () => {
    const g = await newGroup();
    const runaway = await saveRule({ groupId: g.id, matchKind: 'PATTERN', matchText: '(a+)+b', status: 'DELIVERED' });
    expect(runaway.status).toBe(400);
    expect(runaway.body).toMatchObject({ code: 4003954, errorKey: 'TRACK_RULE_PATTERN_RUNAWAY' });
    expect(runaway.body.msg).toContain('could run away');
    const zh = await saveRule(
      { groupId: g.id, matchKind: 'PATTERN', matchText: 'x'.repeat(101), status: 'DELIVERED' },
      'zh',
    );
    expect(zh.body).toMatchObject({ code: 4003952, msg: '匹配模式过长：最多 100 个字符' });
    const stars = await saveRule({
      groupId: g.id,
      matchKind: 'PATTERN',
      matchText: '*a'.repeat(9),
      status: 'DELIVERED',
    });
    expect(stars.body.code).toBe(4003953);
    const unknown = await saveRule({ groupId: g.id, matchKind: 'CODE', matchText: 'X1', status: 'TELEPORTED' }, 'ko');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('알 수 없는 추적 상태입니다: TELEPORTED');
    const mismatch = await saveRule({
      groupId: g.id,
      matchKind: 'CODE',
      matchText: 'X1',
      status: 'DELIVERED',
      subStatus: 'RETURNED',
    });
    expect(mismatch.body.code).toBe(4003951);
    const hostile = await saveRule({ groupId: 2 ** 40, matchKind: 'CODE', matchText: 'a\u0000', status: 'DELIVERED' });
    expect(hostile.status).toBe(400);
    const noGroup = await saveRule({ groupId: 999_999, matchKind: 'CODE', matchText: 'X1', status: 'DELIVERED' });
    expect(noGroup.status).toBe(404);
  });

  it('maps pasted events by priority and shows the rule behind each, then the standard codes, else nothing', async () => {
    const g = await newGroup();
    const late = await newRule(g.id, {
      matchKind: 'KEYWORD',
      matchText: 'delivered',
      status: 'DELIVERED',
      priority: 50,
    });
    const first = await newRule(g.id, {
      matchKind: 'PATTERN',
      matchText: '*front door*',
      status: 'AVAILABLE_FOR_PICKUP',
      priority: 5,
    });
    const code = await newRule(g.id, {
      matchKind: 'CODE',
      matchText: 'RT',
      status: 'EXCEPTION',
      subStatus: 'RETURNED',
      priority: 10,
    });
    const dup = await saveRule({ groupId: g.id, matchKind: 'CODE', matchText: 'RT', status: 'DELIVERED' });
    expect(dup.status).toBe(409);
    const rules = await t.call('POST', `/api/trackRule/listByGroupId/${g.id}`, { token: tokens.admin });
    expect(rules.body.rows.map((r: { id: number }) => r.id)).toEqual([first.id, code.id, late.id]);
    const out = await test({
      carrierCode: g.carrierCode.toLowerCase(),
      events: [
        { code: 'D1', description: 'Delivered at FRONT DOOR' },
        { code: 'D2', description: 'delivered' },
        { code: 'RT', description: 'delivered back' },
        { code: 'IN_TRANSIT/PICKED_UP', description: '' },
        { code: '??', description: 'no idea' },
      ],
    });
    expect(out.rows.map((r: { by: string; rule: { id: number } | null }) => [r.by, r.rule?.id ?? null])).toEqual([
      ['RULE', first.id],
      ['RULE', late.id],
      ['RULE', code.id],
      ['STANDARD', null],
      ['NONE', null],
    ]);
    expect(out.rows[2]).toMatchObject({
      status: 'EXCEPTION',
      subStatus: 'RETURNED',
      statusName: 'Exception / Returned',
    });
    expect(out.rows[4].statusName).toBe('Unable to match the rule');
    // A change of rules is seen at once (the compiled rules follow the group's version).
    await t.call('DELETE', '/api/trackRule/dels', { token: tokens.admin, body: { ids: [first.id] } });
    expect(
      (await test({ groupId: g.id, events: [{ code: 'D1', description: 'Delivered at front door' }] })).rows[0].rule.id,
    ).toBe(late.id);
    const none = await test({ carrierCode: 'NOBODY', events: [{ code: 'x', description: '' }] });
    expect(none.code).toBe(4043952);
  });

  it('is the platform tracking staff’s: a customer is refused', async () => {
    const res = await t.call('POST', '/api/trackRuleGroup/list', { token: customer, body: {} });
    expect(res.status).toBe(403);
  });
});

describe('waiting events and the remap', () => {
  it('maps the waiting events of a code once a rule maps it, and the order follows', async () => {
    const placed = await t.call('POST', '/api/order/place', {
      token: tokens.customer,
      body: orderInput(usExp),
      lang: 'en',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, placed.body.obj.id));
    // Along the main line as the warehouse would move it, so the tracking status may move the order on.
    await moveAsWarehouse(t, o!);
    const carrierCode = o!.carrierCode ?? '';
    const raw = (code: string, minutes: number) => ({
      carrierCode,
      trackingNo: o!.trackingNo!,
      code,
      description: `raw ${code}`,
      location: 'LAX',
      eventTime: new Date(Date.now() + minutes * 60_000),
      source: 'carrier' as const,
    });
    const tracking = t.app.services.tracking;
    expect(await tracking.ingest([raw('ZQ-DEP', 1), raw('ZQ-HUH', 2)], 'en')).toMatchObject({ waiting: 2 });
    const waiting = await t.call('POST', '/api/trackRule/waitingEvents', {
      token: tokens.admin,
      body: { carrierCode, pageNo: 0, pageSize: 10 },
    });
    expect(waiting.body.rows.map((r: { code: string }) => r.code).sort()).toEqual(['ZQ-DEP', 'ZQ-HUH']);
    expect(waiting.body.rows[0].groupId).toBeNull();

    const g = await newGroup({ carrierCode });
    await newRule(g.id, {
      matchKind: 'CODE',
      matchText: 'ZQ-DEP',
      status: 'IN_TRANSIT',
      subStatus: 'DEPARTED_ORIGIN_PORT',
    });
    // The save asked the due work runner already; whichever run takes the item, the event leaves the waiting list.
    for (let i = 0; ; i++) {
      await t.app.services.trackRules.runRemapDue();
      const left = await tracking.listWaiting({ carrierCode, code: 'ZQ-DEP' }, { offset: 0, limit: 1 });
      if (left.total === 0) break;
      expect(i, 'the remap did not run').toBeLessThan(100);
      await new Promise((r) => setTimeout(r, 100));
    }
    const info = await t.call('GET', `/api/order/catchOrderTrackInfo/order/${o!.insideNumber}`, {
      token: tokens.customer,
    });
    expect(info.body.obj).toMatchObject({ status: 'IN_TRANSIT', subStatus: 'DEPARTED_ORIGIN_PORT' });
    const [after] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, o!.id));
    expect(after!.status).toBe('IN_TRANSIT');
    const left = await t.call('POST', '/api/trackRule/waitingEvents', {
      token: tokens.admin,
      body: { carrierCode, pageNo: 0, pageSize: 10 },
    });
    expect(left.body.rows).toMatchObject([{ code: 'ZQ-HUH', groupId: g.id }]);
    // New events of that kind are mapped as they come.
    expect(await tracking.ingest([raw('ZQ-DEP', 3)], 'en')).toMatchObject({ recorded: 1, waiting: 0 });
  });
});

describe('template and import', () => {
  const HEADERS = ['Priority', 'Match kind', 'Match text', 'Tracking status', 'Sub-status', 'Enabled', 'Remark'];
  async function sheet(rows: unknown[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const s = book.addWorksheet('Track rules');
    s.addRow(HEADERS);
    for (const r of rows) s.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('offers the template in the caller language and imports good rows, reporting the rest', async () => {
    const g = await newGroup();
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/trackRule/templateDownload/${g.id}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'en' },
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([
      'Priority',
      '*Match kind',
      '*Match text',
      '*Tracking status',
      'Sub-status',
      'Enabled',
      'Remark',
    ]);

    await newRule(g.id, { matchKind: 'CODE', matchText: 'OLD', status: 'IN_TRANSIT', priority: 1 });
    const bytes = await sheet([
      [1, 'Event code', 'OLD', 'Delivered', '', 'Yes', 'changed'],
      ['', '关键词', 'out for delivery', '派送中', '', '', ''],
      [3, 'PATTERN', '(.*)*', 'DELIVERED', '', '', ''],
      [4, 'CODE', 'BAD', 'NOWHERE', '', '', ''],
      [5, 'CODE', 'OLD', 'DELIVERED', '', '', 'twice'],
    ]);
    const up = await t.upload(`/api/trackRule/ruleTemplateImport?groupId=${g.id}`, bytes, {
      token: tokens.admin,
      name: 'rules.xlsx',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const task = await t.taskEnded(tokens.admin!, up.body.obj.taskId);
    expect(task.taskStatus, JSON.stringify(task)).toBe('PROCESSDINGCOMPLETED');
    const rules = (await t.call('POST', `/api/trackRule/listByGroupId/${g.id}`, { token: tokens.admin })).body.rows;
    expect(
      rules.map((r: { matchText: string; status: string; remark: string }) => [r.matchText, r.status, r.remark]),
    ).toEqual([
      ['OLD', 'DELIVERED', 'changed'],
      ['out for delivery', 'OUT_FOR_DELIVERY', ''],
    ]);
    // The three rows not taken come back in a report, with their reasons.
    expect(task.urlList).toHaveLength(1);
    const report = await t.app.inject({
      method: 'GET',
      url: task.urlList[0].url,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const reportBook = new ExcelJS.Workbook();
    await reportBook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const reasons = reportBook.worksheets[0]!.getColumn(2).values.slice(2).map(String);
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toContain('could run away');
    expect(reasons[1]).toContain('Unknown tracking status: NOWHERE');
    expect(reasons[2]).toContain('row 2');
  });
});
