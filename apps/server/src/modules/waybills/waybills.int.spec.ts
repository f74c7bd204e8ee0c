import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { bindRepository, dataAccessOf } from '../../platform/db/data-access';
import { trackingEvents } from '../tracking';
import * as queries from './waybills.repository';
import { fanOut } from './waybills.fan-out';
import { moveAsWarehouse } from '../../../test/helpers/warehouse-moves';

interface Placed {
  id: number;
  orderNo: string;
  insideNumber: string;
  trackingNo: string;
}

describe('waybills: AWB numbers checked, parcels linked, events applied to every linked parcel (issue 38, 6)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  let serial = 1000000;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer'], tokens));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, who = 'admin', lang = 'en') =>
    t.call(method, url, { token: tokens[who], body, lang });
  /** A fresh valid AWB number (serial's first seven digits, then their mod 7). */
  const nextAwb = (prefix = '999') => {
    serial++;
    return `${prefix}-${serial}${serial % 7}`;
  };
  const save = (body: Record<string, unknown>, who = 'admin', lang = 'en') =>
    call('POST', '/api/waybill/saveAndUpdate', body, who, lang);
  const newWaybill = async (extra: Record<string, unknown> = {}) => {
    const res = await save({ awbNo: nextAwb(), origin: 'PVG', destination: 'LAX', flightNo: 'CA987', ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj as { id: number; awbNo: string };
  };
  const track = (id: number, body: Record<string, unknown>, lang = 'en') =>
    call('POST', `/api/waybill/track/${id}`, body, 'admin', lang);
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const place = async (): Promise<Placed> => {
    const res = await call('POST', '/api/order/place', orderInput(usExp), 'customer');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj;
  };
  const orderStatus = async (id: number) => (await call('GET', `/api/order/detail/${id}`)).body.obj.status;
  /** Along the main line to DISPATCHED, as the warehouse would (the line haul starts there). */
  const dispatched = async () => {
    const o = await place();
    await moveAsWarehouse(t, { ...o, status: 'LABELED' });
    return o;
  };
  const trackInfoOf = async (o: Placed) =>
    (
      await call(
        'GET',
        `/api/order/catchOrderTrackInfo/order/${encodeURIComponent(o.insideNumber)}`,
        undefined,
        'customer',
      )
    ).body.obj as { status: string; subStatus: string | null; events: { subStatus: string; location: string }[] };
  const link = (id: number, numbers: string[]) => call('POST', '/api/waybill/linkParcels', { id, numbers });
  /** The background fan-out takes its time on a busy machine: pushed along, and waited for. */
  const FOLLOW = { timeout: 30_000, interval: 200 };
  const applied = (id: number) =>
    vi.waitFor(async () => {
      await t.app.services.waybills.applyDue();
      const events = (await call('GET', `/api/waybill/getTrackInfo/${id}`)).body.obj.events as { appliedAt: string }[];
      expect(events.every((e) => e.appliedAt !== null)).toBe(true);
    }, FOLLOW);

  describe('saving', () => {
    it('keeps the AWB number in its dashed form with its airline prefix, weight as decimal text', async () => {
      const res = await save({
        awbNo: '16012345675',
        origin: 'pvg',
        destination: 'LAX',
        weight: '350.125',
        pieces: 12,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.obj).toMatchObject({
        awbNo: '160-12345675',
        airlinePrefix: '160',
        origin: 'PVG',
        weight: '350.125',
        pieces: 12,
        status: 'CREATED',
        statusName: 'Created',
        parcelCount: 0,
      });
      const again = await save({ awbNo: '160-12345675', origin: 'PVG', destination: 'JFK' }, 'admin', 'zh');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ errorKey: 'WAYBILL_AWB_TAKEN', msg: '空运提单号已存在：160-12345675' });
      const changed = await save({ id: res.body.obj.id, awbNo: '160-12345675', origin: 'PVG', destination: 'JFK' });
      expect(changed.body.obj).toMatchObject({ id: res.body.obj.id, destination: 'JFK' });
    });

    it('refuses a failing check digit with the digit expected, in the caller’s language', async () => {
      const base = { origin: 'PVG', destination: 'LAX' };
      const en = await save({ ...base, awbNo: '123-12345670' });
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ errorKey: 'WAYBILL_AWB_CHECK_DIGIT' });
      expect(en.body.msg).toBe(
        'Air waybill number 123-12345670 fails its check digit: the last digit should be 5 (the first seven serial digits mod 7)',
      );
      expect((await save({ ...base, awbNo: '123-12345670' }, 'admin', 'zh')).body.msg).toContain(
        '校验位错误：最后一位应为 5',
      );
      expect((await save({ ...base, awbNo: '123-12345670' }, 'admin', 'ko')).body.msg).toContain('마지막 자리는 5');
      const format = await save({ ...base, awbNo: '12-345' });
      expect(format.body).toMatchObject({ errorKey: 'WAYBILL_AWB_FORMAT' });
      expect(format.status).toBe(400);
    });

    it('answers bad and hostile input with a 400, never a 5xx', async () => {
      const base = { awbNo: nextAwb(), origin: 'PVG', destination: 'LAX' };
      for (const body of [
        { ...base, origin: 'PV' },
        { ...base, awbNo: '123-1234567\u00005' },
        { ...base, remark: 'x'.repeat(100_000) },
        { ...base, pieces: 1e300 },
        { ...base, pieces: 1.5 },
        { ...base, weight: '1e9' },
        { ...base, weight: 12.3456 },
        { ...base, id: 2 ** 40 },
        { ...base, departureDate: '2026-02-30' },
        { ...base, flightNo: 'not a flight' },
      ]) {
        const res = await save(body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const order = await save({ ...base, departureDate: '2026-12-02', arrivalDate: '2026-12-01' });
      expect(order.body).toMatchObject({ errorKey: 'WAYBILL_DATES_ORDER' });
      expect((await call('GET', '/api/waybill/getTrackInfo/99999999999')).status).toBe(400);
      expect((await call('GET', '/api/waybill/getTrackInfo/2147483647')).status).toBe(404);
    });

    it('is the platform’s: a customer or a supplier is refused', async () => {
      const body = { awbNo: nextAwb(), origin: 'PVG', destination: 'LAX' };
      expect((await save(body, 'customer')).status).toBe(403);
      expect((await save(body, 'supplier')).status).toBe(403);
      expect((await call('POST', '/api/waybill/list', {}, 'customer')).status).toBe(403);
    });

    it('lists newest first with filters', async () => {
      const a = await newWaybill({ origin: 'HKG', flightNo: 'CX880' });
      const res = await call('POST', '/api/waybill/list', { awbNo: a.awbNo.replace('-', ''), pageNo: 0, pageSize: 10 });
      expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
      const byOrigin = await call('POST', '/api/waybill/list', { origin: 'hkg', flightNo: 'cx88' });
      expect(byOrigin.body.rows.map((r: { id: number }) => r.id)).toContain(a.id);
      expect(byOrigin.body.rows.every((r: { origin: string }) => r.origin === 'HKG')).toBe(true);
    });
  });

  describe('events', () => {
    it('refuses an event 10 years in the future, in the caller’s language', async () => {
      const w = await newWaybill();
      const far = await track(w.id, { type: 'DEPARTED', eventTime: '2036-12-05T00:00:00Z' }, 'ko');
      expect(far.status).toBe(400);
      expect(far.body).toMatchObject({ errorKey: 'WAYBILL_EVENT_IN_FUTURE' });
      expect(far.body.msg).toMatch(/미래/);
      expect((await track(w.id, { type: 'TELEPORTED', eventTime: inMinutes(1) })).status).toBe(400);
      expect((await track(w.id, { type: 'DEPARTED', eventTime: 'yesterday' })).status).toBe(400);
      expect((await call('GET', `/api/waybill/getTrackInfo/${w.id}`)).body.obj.events).toEqual([]);
    });

    it('takes the waybill’s status from its latest event by event time, not by arrival', async () => {
      const w = await newWaybill();
      expect((await track(w.id, { type: 'ARRIVED', eventTime: inMinutes(120), location: 'LAX' })).status).toBe(200);
      const late = await track(w.id, { type: 'DEPARTED', eventTime: inMinutes(5), location: 'PVG' });
      expect(late.body.obj).toMatchObject({ status: 'ARRIVED', statusName: 'Arrived' });
      const info = (await call('GET', `/api/waybill/getTrackInfo/${w.id}`, undefined, 'admin', 'zh')).body.obj;
      expect(info.events.map((e: { type: string }) => e.type)).toEqual(['ARRIVED', 'DEPARTED']);
      expect(info.events[0]).toMatchObject({ typeName: '已到达', location: 'LAX', operatorName: 'admin' });
    });
  });

  describe('parcels', () => {
    it('links by order, inside or tracking number, and says what it could not link', async () => {
      const [a, b, c] = [await place(), await place(), await place()];
      const w = await newWaybill();
      const other = await newWaybill();
      expect((await link(other.id, [c.orderNo])).body.obj.linked).toBe(1);
      const res = await link(w.id, [a.orderNo, b.trackingNo, b.insideNumber, c.insideNumber, 'NO-SUCH-NUMBER']);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.obj).toEqual({
        linked: 2,
        already: 0,
        notFound: ['NO-SUCH-NUMBER'],
        elsewhere: [{ number: c.insideNumber, awbNo: other.awbNo }],
      });
      expect((await link(w.id, [a.trackingNo])).body.obj).toMatchObject({ linked: 0, already: 1 });
      const parcels = await call('POST', `/api/waybill/parcels/${w.id}`, { pageNo: 0, pageSize: 10 });
      expect(parcels.body.total).toBe(2);
      expect(parcels.body.rows.map((r: { orderId: number }) => r.orderId).sort()).toEqual([a.id, b.id].sort());
      const listed = (await call('POST', '/api/waybill/list', { awbNo: w.awbNo })).body.rows[0];
      expect(listed.parcelCount).toBe(2);
      expect((await call('POST', '/api/waybill/unlinkParcels', { id: w.id, orderIds: [a.id] })).status).toBe(200);
      expect((await call('POST', `/api/waybill/parcels/${w.id}`, {})).body.total).toBe(1);
      expect((await link(w.id, [])).status).toBe(400);
      expect((await link(2147483647, [a.orderNo])).status).toBe(404);
    });

    it('applies a waybill event to every linked parcel: their tracking and their orders follow', async () => {
      const parcels = [await dispatched(), await dispatched(), await dispatched()];
      const w = await newWaybill();
      await link(
        w.id,
        parcels.map((p) => p.trackingNo),
      );
      const departed = await track(w.id, { type: 'DEPARTED', eventTime: inMinutes(5), location: 'PVG' });
      expect(departed.status, JSON.stringify(departed.body)).toBe(200);
      await vi.waitFor(async () => {
        await t.app.services.waybills.applyDue();
        for (const p of parcels) expect((await trackInfoOf(p)).subStatus).toBe('DEPARTED_ORIGIN_PORT');
      }, FOLLOW);
      for (const p of parcels) {
        const info = await trackInfoOf(p);
        expect(info).toMatchObject({ status: 'IN_TRANSIT', subStatus: 'DEPARTED_ORIGIN_PORT' });
        expect(info.events[0]).toMatchObject({ location: 'PVG' });
        expect(await orderStatus(p.id)).toBe('IN_TRANSIT');
      }
      const rows = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, parcels[0]!.id));
      expect(rows.filter((r) => r.source === 'waybill').map((r) => r.code)).toEqual([
        'IN_TRANSIT/DEPARTED_ORIGIN_PORT',
      ]);
      await applied(w.id);

      // Arrived: the parcels follow again; a parcel linked later gets both events.
      await track(w.id, { type: 'ARRIVED', eventTime: inMinutes(60), location: 'LAX' });
      const late = await dispatched();
      expect((await link(w.id, [late.orderNo])).body.obj.linked).toBe(1);
      await vi.waitFor(async () => {
        await t.app.services.waybills.applyDue();
        for (const p of [...parcels, late]) expect((await trackInfoOf(p)).subStatus).toBe('ARRIVED_DESTINATION_PORT');
      }, FOLLOW);
      const lateEvents = (await trackInfoOf(late)).events.map((e) => e.subStatus);
      expect(lateEvents.slice(0, 2)).toEqual(['ARRIVED_DESTINATION_PORT', 'DEPARTED_ORIGIN_PORT']);
    });

    it('fans out a batch at a time and repeats nothing when applied again', async () => {
      const parcels = [await dispatched(), await dispatched(), await dispatched()];
      const w = await newWaybill();
      await link(
        w.id,
        parcels.map((p) => p.orderNo),
      );
      const info = (await track(w.id, { type: 'CUSTOMS_PROCESSING', eventTime: inMinutes(10) })).body.obj;
      // The run the event kicked first, so the spy below sees only the calls made here.
      await applied(w.id);
      const repo = bindRepository(dataAccessOf(t.database), queries);
      const tracking = t.app.services.tracking;
      const ingest = vi.spyOn(tracking, 'ingest');
      try {
        const again = await fanOut(String(info.events[0].id), { repo, tracking, batch: 2 });
        expect(again).toEqual({ parcels: 3, recorded: 0 });
        expect(ingest.mock.calls.map((c) => c[0].length)).toEqual([2, 1]);
        expect((await fanOut(String(info.events[0].id), { repo, tracking, batch: 2 })).recorded).toBe(0);
      } finally {
        ingest.mockRestore();
      }
      for (const p of parcels) expect((await trackInfoOf(p)).subStatus).toBe('CUSTOMS_PROCESSING');
    });
  });

  describe('sheets', () => {
    const HEADERS = [
      'AWB number',
      'Origin airport',
      'Destination airport',
      'Flight',
      'Departure date',
      'Arrival date',
      'Pieces',
      'Weight (kg)',
      'Remark',
    ];
    const book = async (rows: unknown[][]) => {
      const b = new ExcelJS.Workbook();
      const s = b.addWorksheet('Waybills');
      s.addRow(HEADERS);
      for (const r of rows) s.addRow(r);
      return Buffer.from(await b.xlsx.writeBuffer());
    };
    const download = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.admin}` } })).rawPayload;
    const read = async (bytes: Buffer) => {
      const b = new ExcelJS.Workbook();
      await b.xlsx.load(bytes as unknown as ArrayBuffer);
      return b.worksheets[0]!;
    };

    it('offers the template in the caller’s language', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/waybill/downloadTemplate',
        headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      const sheet = await read(res.rawPayload);
      expect(sheet.getRow(1).getCell(1).text).toBe('*AWB number');
      expect(sheet.getRow(2).getCell(1).text).toBe('123-12345675');
    });

    it('imports good rows (a known AWB number updated), reports bad ones with reasons, and exports back', async () => {
      const known = await newWaybill();
      const fresh = nextAwb('777');
      const bytes = await book([
        [fresh, 'PVG', 'LAX', 'CA987', '2026-12-01', '2026-12-02', 3, '12.5', 'new'],
        [known.awbNo, 'PVG', 'ORD', '', '', '', '', '', 'changed'],
        ['123-12345670', 'PVG', 'LAX'],
        ['123-12345675', 'PV', 'LAX', '', '', '', 'many'],
        [fresh, 'PVG', 'LAX'],
      ]);
      const submitted = await t.upload('/api/waybill/import', bytes, {
        token: tokens.admin,
        name: 'w.xlsx',
        lang: 'en',
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const task = await t.taskEnded(tokens.admin!, submitted.body.obj.taskId);
      const list = async (awbNo: string) => (await call('POST', '/api/waybill/list', { awbNo })).body.rows[0];
      expect(await list(fresh)).toMatchObject({
        origin: 'PVG',
        pieces: 3,
        weight: '12.500',
        departureDate: '2026-12-01',
      });
      expect(await list(known.awbNo)).toMatchObject({ destination: 'ORD', remark: 'changed' });
      const reportUrl = task.urlList.find((f: { url: string }) => f.url.endsWith('part=report')).url;
      const report = await read(await download(reportUrl));
      const reasons = [2, 3, 4].map((n) => `${report.getRow(n).getCell(1).text} ${report.getRow(n).getCell(2).text}`);
      expect(reasons[0]).toMatch(/^4 AWB number: .*last digit should be 5/);
      expect(reasons[1]).toMatch(/^5 .*Origin airport: Three uppercase letters/);
      expect(reasons[1]).toMatch(/Pieces: /);
      expect(reasons[2]).toMatch(/^6 AWB number: Same AWB number as row 2/);

      const exported = await call('POST', '/api/waybill/export', { awbNo: fresh });
      expect(exported.status, JSON.stringify(exported.body)).toBe(200);
      const done = await t.taskEnded(tokens.admin!, exported.body.obj.taskId);
      const file = await read(await download(done.urlList[0].url));
      expect(file.getRow(1).getCell(1).text).toBe('AWB number');
      expect(file.getRow(2).getCell(1).text).toBe(fresh);
      expect(file.getRow(2).getCell(10).text).toBe('Created');
    });
  });
});
