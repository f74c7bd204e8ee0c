import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../platform/auth/guard';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { placeOrders } from '../../../test/factories/orders';

let t: TestApp;
let usExp: number;
let warehouseId: number;
const tokens: Record<string, string> = {};

type Lang = 'zh' | 'en' | 'ko';
const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown, lang: Lang = 'en') =>
  t.call(method, url, { token: tokens[who]!, body, lang });
const get = (who: string, p: string, id: number | string, lang: Lang = 'en') =>
  call(who, 'GET', `/api/sortTask/${p}?id=${id}`, undefined, lang);

async function add(who: string, insideNumbers: string[], lang: Lang = 'en') {
  return call(who, 'POST', '/api/sortTask/add', { warehouseId, sortType: 'DISTRIBUTION_CENTER', insideNumbers }, lang);
}

/** Waits for the task to leave PRESORTING / SORTING; answers its status. */
async function settled(who: string, id: number): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const res = await get(who, 'getSortStatus', id);
    const status = res.body.obj?.status as string;
    if (status !== 'PRESORTING' && status !== 'SORTING') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`sort task ${id} did not settle`);
}

interface Parcel {
  id: number;
  insideNumber: string;
}

async function parcels(prefix: string, n: number, country = 'US'): Promise<Parcel[]> {
  const ids = await placeOrders(t, tokens.customer!, usExp, prefix, n);
  if (country !== 'US')
    await t.db.execute(sql`update orders set country_code = ${country} where id in (${sql.join(ids, sql`, `)})`);
  const { rows } = await t.database.executeSql(
    'select id, inside_number as "insideNumber" from orders where id = any($1::int[]) order by id',
    [ids],
  );
  return rows as Parcel[];
}

async function statusOf(orderId: number): Promise<string> {
  const { rows } = await t.database.executeSql('select status from orders where id = $1', [orderId]);
  return (rows[0] as { status: string }).status;
}

const bay = (n: number) => t.app.services.warehouses.bay(warehouseId, n);

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer'], tokens));
  warehouseId = (await t.app.services.warehouses.byCode('SZX1'))!.id;
});
afterAll(() => t.close());

describe('a sort task of demo parcels', () => {
  let us: Parcel | undefined;
  let kr: Parcel | undefined;
  let jp: Parcel | undefined;
  let taskId: number;

  beforeAll(async () => {
    [us] = await parcels('ST-US', 1);
    [kr] = await parcels('ST-KR', 1, 'KR');
    [jp] = await parcels('ST-JP', 1, 'JP');
  });

  it('is added with its unknown numbers kept as lines; numbers are split, trimmed and deduped', async () => {
    const res = await add('admin', [
      `${us!.insideNumber}\n${kr!.insideNumber}, ${jp!.insideNumber}`,
      ' NOPE-1 ',
      us!.insideNumber,
    ]);
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ status: 'CREATED', total: 4, unsortable: 1, warehouseCode: 'SZX1' });
    expect(res.body.obj.taskNo).toMatch(/^ST\d{8}-\d{6}$/);
    taskId = res.body.obj.id;
    const listed = await call('admin', 'POST', '/api/sortTask/list', { warehouseId, status: 'CREATED' });
    expect(listed.body.rows.map((r: { id: number }) => r.id)).toContain(taskId);
  });

  it('pre-sorts to the right bays in the background, and moves nothing', async () => {
    const started = await get('admin', 'preSort', taskId);
    expect(started.status).toBe(200);
    expect(started.body.obj.taskId).toBeGreaterThan(0);
    expect(await settled('admin', taskId)).toBe('PRESORTED');
    const status = await get('admin', 'getPreSortStatus', taskId);
    expect(status.body.obj).toMatchObject({ status: 'PRESORTED', progress: { done: 4, total: 4 } });

    const result = (await get('admin', 'getPreSortResult', taskId)).body.obj;
    const line = (n: string) => result.parcels.find((p: { insideNumber: string }) => p.insideNumber === n);
    expect(line(us!.insideNumber)).toMatchObject({ bayNumber: 7, ruleCode: 'US-NYC', reason: null, state: 'DECIDED' });
    expect(line(kr!.insideNumber)).toMatchObject({ bayNumber: 6, ruleCode: 'KR', reason: null });
    expect(line(jp!.insideNumber)).toMatchObject({ bayNumber: null, reason: 'NO_RULE', state: 'UNSORTABLE' });
    expect(line('NOPE-1')).toMatchObject({ reason: 'UNKNOWN_PARCEL', reasonI18n: 'Unknown parcel' });
    expect(result.bays).toEqual([
      { bayNumber: 6, count: 1, weight: '3.000' },
      { bayNumber: 7, count: 1, weight: '3.000' },
    ]);
    expect(result.task).toMatchObject({ decided: 2, unsortable: 2, sorted: 0 });

    // Nothing moved: no place, no count, no status.
    expect(await t.app.services.warehouses.placesOf([us!.id, kr!.id, jp!.id])).toEqual([]);
    expect((await bay(7)).pieces).toBe(0);
    expect(['CREATED', 'LABELED']).toContain(await statusOf(us!.id));
  });

  it('prints one 4x6 page per bay, with the inside numbers and a Code 128 of the task and bay', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sortTask/printSortBatchPDF?id=${taskId}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sort-batch-'));
    const pdf = path.join(dir, 'batch.pdf');
    fs.writeFileSync(pdf, res.rawPayload);
    expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+2[\s\S]*Page size:\s+288 x 432 pts/);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    const pages = text.split('\f');
    expect(pages[0]).toContain(kr!.insideNumber);
    expect(pages[0]).toMatch(/\b6\b/);
    expect(pages[1]).toContain(us!.insideNumber);
    expect(pages[1]).not.toContain(jp!.insideNumber);
    const png = path.join(dir, 'page');
    execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '2', '-l', '2', pdf, png]);
    const file = fs.readdirSync(dir).find((f) => f.startsWith('page') && f.endsWith('.png'))!;
    const codes = execFileSync('zbarimg', ['-q', '--raw', path.join(dir, file)]).toString();
    const taskNo = result0(text);
    expect(codes).toContain(`${taskNo}-B7`);
  });

  it('sorts: each decided parcel placed in its bay and moved to SORTED; a parcel in two tasks is counted once', async () => {
    const second = (await add('admin', [us!.insideNumber])).body.obj.id as number;
    await get('admin', 'preSort', second);
    expect(await settled('admin', second)).toBe('PRESORTED');

    expect((await get('admin', 'sort', taskId)).status).toBe(200);
    expect(await settled('admin', taskId)).toBe('SORTED');
    expect(await statusOf(us!.id)).toBe('SORTED');
    expect(await statusOf(kr!.id)).toBe('SORTED');
    expect(['CREATED', 'LABELED']).toContain(await statusOf(jp!.id));
    expect([(await bay(7)).pieces, (await bay(7)).weight]).toEqual([1, '3.000']);
    expect((await bay(6)).pieces).toBe(1);
    const places = await t.app.services.warehouses.placesOf([us!.id, kr!.id]);
    expect(places.map((p) => p.source)).toEqual(['TASK', 'TASK']);
    const task = (await get('admin', 'getSortStatus', taskId)).body.obj;
    expect(task).toMatchObject({ status: 'SORTED', progress: { done: 4, total: 4 } });

    expect((await get('admin', 'sort', second)).status).toBe(200);
    expect(await settled('admin', second)).toBe('SORTED');
    expect((await bay(7)).pieces).toBe(1);
    const result = (await get('admin', 'getPreSortResult', second)).body.obj;
    expect(result.parcels[0]).toMatchObject({ sorted: true, state: 'SORTED' });
  });

  it('refuses to cancel or remove a sorted task, in the caller’s language', async () => {
    const zh = await get('admin', 'cancel', taskId, 'zh');
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toMatch(/已分拣，不能取消或删除/);
    const ko = await get('admin', 'removeBy', taskId, 'ko');
    expect(ko.status).toBe(409);
    expect(ko.body.msg).toMatch(/이미 분류되어/);
    const en = await get('admin', 'sort', taskId);
    expect(en.status).toBe(409);
    expect(en.body.msg).toMatch(/is Sorted: it cannot be sorted/);
  });
});

/** The task number the batch's first line prints. */
function result0(text: string): string {
  return /ST\d{8}-\d{6}/.exec(text)![0];
}

describe('five tasks of the same parcels sorted at once', () => {
  it('places and counts each parcel once, and moves each order once', async () => {
    const ps = await parcels('ST-MANY', 4);
    const numbers = ps.map((p) => p.insideNumber);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      // Each task lists the parcels in another order.
      const order = [...numbers.slice(i % 4), ...numbers.slice(0, i % 4)];
      const id = (await add('admin', order)).body.obj.id as number;
      await get('admin', 'preSort', id);
      expect(await settled('admin', id)).toBe('PRESORTED');
      ids.push(id);
    }
    const before = await bay(7);
    const started = await Promise.all(ids.map((id) => get('admin', 'sort', id)));
    expect(started.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    for (const id of ids) expect(await settled('admin', id)).toBe('SORTED');
    const after = await bay(7);
    expect(after.pieces - before.pieces).toBe(4);
    expect(Number(after.weight) - Number(before.weight)).toBeCloseTo(12, 6);
    for (const p of ps) expect(await statusOf(p.id)).toBe('SORTED');
    const { rows } = await t.database.executeSql(
      "select count(*)::int as n from order_logs where order_id = any($1::int[]) and to_status = 'SORTED'",
      [ps.map((p) => p.id)],
    );
    expect((rows[0] as { n: number }).n).toBe(4);
  });
});

describe('cancel and remove', () => {
  it('cancels a task before its sort, and then refuses to pre-sort it; a cancelled task may be removed', async () => {
    const [p] = await parcels('ST-C', 1);
    const id = (await add('admin', [p!.insideNumber])).body.obj.id as number;
    const canceled = await get('admin', 'cancel', id);
    expect(canceled.status).toBe(200);
    expect(canceled.body.obj.status).toBe('CANCELED');
    const again = await get('admin', 'preSort', id);
    expect(again.status).toBe(409);
    expect((await get('admin', 'cancel', id)).status).toBe(409);
    expect((await get('admin', 'sort', id)).status).toBe(409);
    expect((await get('admin', 'printSortBatchPDF', id)).status).toBe(409);
    expect((await get('admin', 'removeBy', id)).status).toBe(200);
    expect((await get('admin', 'getPreSortResult', id)).status).toBe(404);
  });

  it('stops a pre-sort in flight: the cancelled task stays cancelled once its job ends, with nothing decided', async () => {
    const [p] = await parcels('ST-F', 1);
    const numbers = [p!.insideNumber, ...Array.from({ length: 300 }, (_, i) => `GONE-${i}`)];
    const id = (await add('admin', numbers)).body.obj.id as number;
    const started = await get('admin', 'preSort', id);
    const canceled = await get('admin', 'cancel', id);
    expect(canceled.status).toBe(200);
    expect(canceled.body.obj.status).toBe('CANCELED');
    await t.taskEnded(tokens.admin!, started.body.obj.taskId as number).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    const after = (await get('admin', 'getPreSortResult', id)).body.obj;
    expect(after.task.status).toBe('CANCELED');
    if (!after.task.presortedDate) expect(after.bays).toEqual([]);
  });

  it('fails a task whose job ended without moving it (a server stopped under it), so it may be run again', async () => {
    const id = (await add('admin', ['NOPE-6'])).body.obj.id as number;
    await get('admin', 'preSort', id);
    expect(await settled('admin', id)).toBe('PRESORTED');
    await t.database.executeSql("update sort_tasks set status = 'PRESORTING' where id = $1", [id]);
    const status = (await get('admin', 'getPreSortStatus', id)).body.obj;
    expect(status.status).toBe('FAILED');
    expect((await get('admin', 'preSort', id)).status).toBe(200);
    expect(await settled('admin', id)).toBe('PRESORTED');
  });

  it('refuses to sort a task not pre-sorted', async () => {
    const id = (await add('admin', ['NOPE-2'])).body.obj.id as number;
    const res = await get('admin', 'sort', id, 'zh');
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/尚未预分拣/);
  });

  it('starts one pre-sort when asked 20 times at once', async () => {
    const [p] = await parcels('ST-P', 1);
    const id = (await add('admin', [p!.insideNumber])).body.obj.id as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('admin', 'preSort', id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await settled('admin', id)).toBe('PRESORTED');
  });
});

describe('who sees a task', () => {
  it('keeps a task to the account that made it; a customer may not call at all', async () => {
    const id = (await add('admin', ['NOPE-3'])).body.obj.id as number;
    expect((await get('supplier', 'getPreSortResult', id)).status).toBe(404);
    const listed = await call('supplier', 'POST', '/api/sortTask/list', {});
    expect(listed.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get('customer', 'getPreSortResult', id)).status).toBe(403);
    const own = await add('supplier', ['NOPE-4']);
    expect(own.status).toBe(200);
    expect((await get('supplier', 'getPreSortResult', own.body.obj.id)).status).toBe(200);
  });

  it('offers the enabled warehouses', async () => {
    const res = await call('supplier', 'GET', '/api/sortWarehouse/options');
    expect(res.body.rows).toContainEqual(
      expect.objectContaining({ id: warehouseId, code: 'SZX1', name: '深圳一号仓' }),
    );
  });

  it('takes the header token only on the GETs that change a task: a cookie alone signs nothing in', async () => {
    const id = (await add('admin', ['NOPE-5'])).body.obj.id as number;
    for (const p of ['preSort', 'sort', 'cancel', 'removeBy']) {
      const cookieOnly = await t.app.inject({
        method: 'GET',
        url: `/api/sortTask/${p}?id=${id}`,
        headers: { cookie: `${TOKEN_COOKIE}=${encodeURIComponent(tokens.admin!)}` },
      });
      expect(cookieOnly.statusCode, p).toBe(401);
    }
    expect((await get('admin', 'getPreSortStatus', id)).body.obj.status).toBe('CREATED');
  });

  it('answers the sort order status list in the caller’s language', async () => {
    const zh = (await call('admin', 'GET', '/api/sortTask/sortOrderSatusList', undefined, 'zh')).body.obj;
    expect(zh.task.find((s: { value: string }) => s.value === 'PRESORTED').label).toBe('已预分拣');
    const ko = (await call('admin', 'GET', '/api/sortTask/sortOrderSatusList', undefined, 'ko')).body.obj;
    expect(ko.reason.find((s: { value: string }) => s.value === 'NO_RULE').label).toBe('규칙과 일치하지 않습니다');
  });
});

describe('hostile input gets a 4xx, never a 5xx', () => {
  it('refuses NUL bytes, huge ids, huge numbers and too many numbers', async () => {
    const cases = [
      await add('admin', ['AB\u0000CD']),
      await add('admin', ['x'.repeat(10_000)]),
      await add(
        'admin',
        Array.from({ length: 501 }, (_, i) => `N${i}`),
      ),
      await add('admin', [Array.from({ length: 501 }, (_, i) => `N${i}`).join('\n')]),
      await add('admin', []),
      await add('admin', [' , ']),
      await call('admin', 'POST', '/api/sortTask/add', {
        warehouseId: 2 ** 40,
        sortType: 'DISTRIBUTION_CENTER',
        insideNumbers: ['A'],
      }),
      await call('admin', 'POST', '/api/sortTask/add', {
        warehouseId: 2_000_000_000,
        sortType: 'DISTRIBUTION_CENTER',
        insideNumbers: ['A'],
      }),
      await call('admin', 'POST', '/api/sortTask/add', { warehouseId, sortType: 'NOPE', insideNumbers: ['A'] }),
      await get('admin', 'getPreSortResult', 2 ** 40),
      await get('admin', 'getPreSortResult', 'abc'),
      await get('admin', 'getPreSortResult', '1%00'),
      await get('admin', 'preSort', 2_000_000_000),
      await get('admin', 'printSortBatchPDF', 2 ** 40),
      await call('admin', 'POST', '/api/sortTask/list', { status: 'X\u0000' }),
    ];
    for (const c of cases) {
      expect(c.status, JSON.stringify(c.body).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(c.status, JSON.stringify(c.body).slice(0, 200)).toBeLessThan(500);
    }
    const tooMany = await add('admin', [Array.from({ length: 501 }, (_, i) => `N${i}`).join('\n')], 'zh');
    expect(tooMany.body.msg).toBe('一个分拣任务最多 500 个包裹，收到 501 个');
    const long = await add('admin', ['y'.repeat(60)], 'en');
    expect(long.body.msg).toMatch(/too long \(at most 50 characters\)/);
  });
});
