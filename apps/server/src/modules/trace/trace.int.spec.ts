import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../orders';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { moveAsWarehouse } from '../../../test/helpers/warehouse-moves';

interface Placed {
  id: number;
  orderNo: string;
  insideNumber: string;
  trackingNo: string;
}

const HEADERS = ['Delivery number', 'Status', 'Sub-status', 'Event time', 'Location', 'Description', 'Station code'];

async function sheet(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Trace');
  s.addRow(headers);
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

describe('trace stations and the trace database (issue 38)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer'], tokens));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, who = 'admin', lang = 'en') =>
    t.call(method, url, { token: tokens[who], body, lang });
  const upload = (bytes: Buffer, who = 'admin', lang = 'en') =>
    t.upload('/api/traceDb/import', bytes, { token: tokens[who]!, name: 'trace.xlsx', lang });
  const download = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.admin}` } })).rawPayload;
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const orderStatus = async (id: number) => (await call('GET', `/api/order/detail/${id}`)).body.obj.status;
  const timeline = async (insideNumber: string) =>
    (await call('GET', `/api/order/catchOrderTrackInfo/order/${insideNumber}`, undefined, 'customer')).body.obj as {
      status: string;
      events: { status: string; subStatus: string | null; location: string; description: string }[];
    };
  const place = async (): Promise<Placed> => {
    const res = await call('POST', '/api/order/place', orderInput(usExp), 'customer');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj;
  };
  /** Moves an order to DISPATCHED as the warehouse would (no warehouse module yet), so tracking may move it on. */
  const dispatched = async () => {
    const o = await place();
    await moveAsWarehouse(t, { ...o, status: await orderStatus(o.id) });
    return o;
  };
  const station = async (body: Record<string, unknown>, who = 'admin', lang = 'en') =>
    call('POST', '/api/traceStation/addOrUpdate', body, who, lang);
  const records = async (query: string) => (await call('GET', `/api/traceDb/page?pageSize=100&${query}`)).body;

  describe('stations', () => {
    it('adds, changes, lists, disables and enables a station; the code is unique', async () => {
      const added = await station({
        code: 'SHA-HUB',
        name: 'Shanghai hub',
        countryCode: 'CN',
        timezone: 'Asia/Shanghai',
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const id = added.body.obj.id as number;
      expect(added.body.obj).toMatchObject({ code: 'SHA-HUB', enabled: true, city: '', timezone: 'Asia/Shanghai' });
      const changed = await station({
        id,
        code: 'SHA-HUB',
        name: 'Shanghai Pudong hub',
        countryCode: 'CN',
        city: 'Shanghai',
        timezone: 'Asia/Shanghai',
      });
      expect(changed.body.obj).toMatchObject({ name: 'Shanghai Pudong hub', city: 'Shanghai' });
      const taken = await station({ code: 'sha-hub', name: 'Again', countryCode: 'CN', timezone: 'UTC' });
      expect(taken.status).toBe(409);
      expect(taken.body.errorKey).toBe('TRACE_STATION_CODE_TAKEN');

      expect((await call('POST', `/api/traceStation/disable/${id}`)).status).toBe(200);
      let page = (await call('GET', '/api/traceStation/page?blurry=pudong')).body;
      expect(page.total).toBe(1);
      expect(page.rows[0]).toMatchObject({ id, enabled: false });
      expect((await call('GET', '/api/traceStation/page?enabled=true&blurry=pudong')).body.total).toBe(0);
      expect((await call('POST', `/api/traceStation/enable/${id}`)).status).toBe(200);
      page = (await call('GET', '/api/traceStation/page?enabled=true&blurry=pudong')).body;
      expect(page.rows[0]).toMatchObject({ id, enabled: true });
    });

    it('refuses an unknown timezone, a missing station, hostile ids, and anyone but the platform', async () => {
      const zone = await station({ code: 'X1', name: 'X', countryCode: 'CN', timezone: 'Mars/Olympus' }, 'admin', 'zh');
      expect(zone.status).toBe(400);
      expect(zone.body.msg).toContain('未知的时区：Mars/Olympus');
      expect((await call('POST', '/api/traceStation/disable/2147483000')).body.errorKey).toBe(
        'TRACE_STATION_NOT_FOUND',
      );
      expect((await call('POST', '/api/traceStation/disable/99999999999')).status).toBe(400);
      expect((await call('POST', '/api/traceStation/enable/1x')).status).toBe(400);
      const nul = await station({ code: 'X2', name: 'a\u0000b', countryCode: 'CN', timezone: 'UTC' });
      expect(nul.status).toBe(400);
      expect((await call('GET', '/api/traceStation/page', undefined, 'supplier')).status).toBe(403);
      expect((await call('GET', '/api/traceStation/page', undefined, 'customer')).status).toBe(403);
    });
  });

  describe('trace database', () => {
    it('offers a template in the caller language with the status list and the sub-statuses', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/traceDb/importTemplate',
        headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'zh' },
      });
      expect(res.statusCode).toBe(200);
      const book = await readBook(res.rawPayload);
      const data = book.worksheets[0]!;
      expect((data.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
        '*派送单号',
        '*轨迹状态',
        '子状态',
        '*轨迹时间',
      ]);
      expect(book.worksheets.map((s) => s.name)).toContain('子状态');
    });

    it('imports good rows, refuses bad ones per row in the caller language, and moves the matched order', async () => {
      const o = await dispatched();
      await station({
        code: 'LAX-HUB',
        name: 'LA hub',
        countryCode: 'US',
        city: 'Los Angeles',
        timezone: 'UTC',
      });
      const off = await station({ code: 'OFF-1', name: 'Closed', countryCode: 'US', timezone: 'UTC' });
      await call('POST', `/api/traceStation/disable/${off.body.obj.id}`);
      const lonely = `NOPARCEL${Date.now()}`;
      const deliveredAt = inMinutes(30);
      const rows = [
        [o.trackingNo, 'IN_TRANSIT', 'ARRIVED_DESTINATION_PORT', inMinutes(10), '', 'Arrived', 'LAX-HUB'], // 2
        [o.trackingNo, 'DELIVERED', '', deliveredAt, 'Los Angeles', 'Signed', ''], // 3
        [lonely, 'IN_TRANSIT', '', inMinutes(5), '', '', ''], // 4: no parcel yet
        [o.trackingNo, 'TELEPORTED', '', inMinutes(40), '', '', ''], // 5: unknown status
        [o.trackingNo, 'DELIVERED', '', '2036-12-01 10:00:00', '', '', ''], // 6: ten years ahead
        [o.trackingNo, 'DELIVERED', 'RETURNED', inMinutes(40), '', '', ''], // 7: sub-status of another
        [o.trackingNo, 'IN_TRANSIT', '', inMinutes(40), '', '', 'OFF-1'], // 8: disabled station
        [o.trackingNo, 'IN_TRANSIT', '', 'tomorrow', '', '', ''], // 9: no time
        [o.trackingNo, 'DELIVERED', '', deliveredAt, 'Los Angeles', 'Signed', ''], // 10: same as row 3
        ['', 'IN_TRANSIT', '', inMinutes(5), '', '', ''], // 11: no number
      ];
      const submitted = await upload(await sheet(rows));
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const task = await t.taskEnded(tokens.admin!, submitted.body.obj.taskId);
      expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', error: null, progress: { done: 3, total: 10 } });

      const reportUrl = task.urlList.find((f: { url: string }) => f.url.endsWith('part=report')).url;
      const out = (await readBook(await download(reportUrl))).worksheets[0]!;
      const reported = [2, 3, 4, 5, 6, 7, 8].map((n) => [
        out.getRow(n).getCell(1).value,
        String(out.getRow(n).getCell(2).value),
      ]);
      expect(reported).toEqual([
        [5, 'Status: Unknown tracking status: TELEPORTED'],
        [6, 'Event time: The event time 2036-12-01 10:00:00 is more than a day in the future'],
        [7, 'Sub-status: The sub-status RETURNED does not belong to the tracking status DELIVERED'],
        [8, 'Station code: The trace station OFF-1 is disabled'],
        [9, 'Event time: The event time tomorrow is not a time (write YYYY-MM-DD HH:mm:ss)'],
        [10, 'Delivery number: Same number, status and time as row 3'],
        [11, 'Delivery number: This field cannot be empty'],
      ]);

      expect(await orderStatus(o.id)).toBe('DELIVERED');
      const info = await timeline(o.insideNumber);
      expect(info.status).toBe('DELIVERED');
      expect(info.events.slice(0, 2)).toMatchObject([
        { status: 'DELIVERED', location: 'Los Angeles', description: 'Signed' },
        { status: 'IN_TRANSIT', subStatus: 'ARRIVED_DESTINATION_PORT', location: 'Los Angeles, US' },
      ]);

      const mine = await records(`deliveryNumber=${o.trackingNo}`);
      expect(mine.total).toBe(2);
      expect(mine.rows.map((r: { matchState: string; orderNo: string }) => [r.matchState, r.orderNo])).toEqual([
        ['MATCHED', o.orderNo],
        ['MATCHED', o.orderNo],
      ]);
      expect((await records(`deliveryNumber=${lonely}`)).rows[0]).toMatchObject({
        matchState: 'UNMATCHED',
        orderNo: null,
      });
      const matches = (await call('POST', '/api/traceDb/listTraceMatchRecord', { deliveryNumber: o.trackingNo })).body;
      expect(matches.rows[0]).toMatchObject({ trigger: 'IMPORT', matched: true, recorded: 2, orderNo: o.orderNo });

      // The same file again adds nothing: records and events are stored once.
      const again = await upload(await sheet(rows.slice(0, 3)));
      await t.taskEnded(tokens.admin!, again.body.obj.taskId);
      expect((await records(`deliveryNumber=${o.trackingNo}`)).total).toBe(2);
      expect((await timeline(o.insideNumber)).events.length).toBe(info.events.length);
    });

    it('keeps an unmatched number, and matches it later by matchTraceDbRecord once a parcel has it', async () => {
      const o = await dispatched();
      const later = `LATE${Date.now()}`;
      const submitted = await upload(
        await sheet([[later, 'IN_TRANSIT', 'CUSTOMS_RELEASED', inMinutes(15), 'JFK', '', '']]),
      );
      await t.taskEnded(tokens.admin!, submitted.body.obj.taskId);
      expect((await records(`deliveryNumber=${later}`)).rows[0]).toMatchObject({ matchState: 'UNMATCHED' });
      const none = await call('POST', `/api/traceDb/matchTraceDbRecord/${later}`);
      expect(none.body.obj).toMatchObject({ matched: false, records: 1, recorded: 0 });
      expect(await orderStatus(o.id)).toBe('DISPATCHED');

      // The parcel gets the number (a label issued again, a carrier's number changed): the record now matches.
      await t.db.update(orders).set({ trackingNo: later }).where(eq(orders.id, o.id));
      const res = await call('POST', `/api/traceDb/matchTraceDbRecord/${later}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.obj).toMatchObject({ matched: true, orderNo: o.orderNo, records: 1, recorded: 1 });
      expect(await orderStatus(o.id)).toBe('IN_TRANSIT');
      expect((await timeline(o.insideNumber)).events[0]).toMatchObject({
        subStatus: 'CUSTOMS_RELEASED',
        location: 'JFK',
      });
      expect((await records(`deliveryNumber=${later}`)).rows[0]).toMatchObject({ matchState: 'MATCHED' });
      // Again: tracking has it already.
      expect((await call('POST', `/api/traceDb/matchTraceDbRecord/${later}`)).body.obj).toMatchObject({
        recorded: 0,
        repeated: 1,
      });
      const log = (await call('POST', '/api/traceDb/listTraceMatchRecord', { deliveryNumber: later })).body;
      expect(log.rows.map((r: { trigger: string; matched: boolean }) => [r.trigger, r.matched])).toEqual([
        ['MANUAL', true],
        ['MANUAL', true],
        ['MANUAL', false],
        ['IMPORT', false],
      ]);
    });

    it('edits a record (checked as an import row) and deletes records', async () => {
      const number = `EDIT${Date.now()}`;
      const submitted = await upload(await sheet([[number, 'IN_TRANSIT', '', inMinutes(1), '', '', '']]));
      await t.taskEnded(tokens.admin!, submitted.body.obj.taskId);
      const [rec] = (await records(`deliveryNumber=${number}`)).rows;
      const edit = (body: Record<string, unknown>, lang = 'en') =>
        call(
          'POST',
          '/api/traceDb/edit',
          { id: rec.id, deliveryNumber: number, eventTime: '2026-01-02 03:04:05', ...body },
          'admin',
          lang,
        );
      const ok = await edit({ status: 'EXCEPTION', subStatus: 'DELAYED', description: 'Weather' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.obj).toMatchObject({
        status: 'EXCEPTION',
        subStatus: 'DELAYED',
        eventTime: '2026-01-02T03:04:05.000Z',
      });
      const unknown = await edit({ status: 'NOPE' }, 'ko');
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toBe('알 수 없는 추적 상태입니다: NOPE');
      const future = await edit({ status: 'DELIVERED', eventTime: '2036-01-02 03:04:05' });
      expect(future.body.errorKey).toBe('TRACE_EVENT_IN_FUTURE');
      expect(
        (
          await call('POST', '/api/traceDb/edit', {
            id: 2147483000,
            deliveryNumber: 'A',
            status: 'DELIVERED',
            eventTime: '2026-01-01 00:00:00',
          })
        ).status,
      ).toBe(404);

      const del = await call('DELETE', '/api/traceDb/dels', { ids: [rec.id, rec.id] });
      expect(del.body.obj).toEqual({ deleted: 1 });
      expect((await records(`deliveryNumber=${number}`)).total).toBe(0);
      expect((await call('DELETE', '/api/traceDb/dels', { ids: [4294967296] })).status).toBe(400);
      expect((await call('DELETE', '/api/traceDb/dels', { ids: [1] }, 'supplier')).status).toBe(403);
    });

    it('exports the records in the import columns, times on the station clock, and the file imports back', async () => {
      await station({ code: 'SEL-HUB', name: 'Seoul hub', countryCode: 'KR', city: 'Seoul', timezone: 'Asia/Seoul' });
      const number = `EXP${Date.now()}`;
      const up = await upload(
        await sheet([[number, 'IN_TRANSIT', 'PICKED_UP', '2026-11-01 09:00:00', '', 'Picked', 'SEL-HUB']]),
      );
      await t.taskEnded(tokens.admin!, up.body.obj.taskId);
      expect((await records(`deliveryNumber=${number}`)).rows[0]).toMatchObject({
        eventTime: '2026-11-01T00:00:00.000Z',
        location: 'Seoul, KR',
        stationCode: 'SEL-HUB',
      });
      const submitted = await call('POST', '/api/traceDb/export', { deliveryNumber: number });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const task = await t.taskEnded(tokens.admin!, submitted.body.obj.taskId);
      expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED' });
      const file = await download(task.urlList[0].url);
      const s = (await readBook(file)).worksheets[0]!;
      expect((s.getRow(2).values as unknown[]).slice(1, 8)).toEqual([
        number,
        'IN_TRANSIT',
        'PICKED_UP',
        '2026-11-01 09:00:00',
        'Seoul, KR',
        'Picked',
        'SEL-HUB',
      ]);
      const back = await upload(file);
      const again = await t.taskEnded(tokens.admin!, back.body.obj.taskId);
      expect(again).toMatchObject({ progress: { done: 1, total: 1 } });
      expect((await records(`deliveryNumber=${number}`)).total).toBe(1);
    });
  });
});
