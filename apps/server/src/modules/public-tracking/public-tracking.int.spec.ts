import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { createUser } from '../../../test/factories/users';

interface Placed {
  id: number;
  orderNo: string;
  insideNumber: string;
  referenceNo: string;
  trackingNo: string;
}

const TRACK = '/api/public/track';
const LIST = '/api/orderTracking/list';

describe('public tracking and the order tracking page (issue 38, deliver 9)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  let addressNo = 0;
  /** Each test asks from an address of its own, so the per-address rate of one never refuses another's. */
  let address = '';

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer', 'customer-sub', 'customer2'], tokens));
    tokens.otherSupplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
  });
  afterAll(() => t.close());

  const newAddress = () => {
    address = `198.51.100.${++addressNo}`;
  };
  const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') =>
    t.call(method, url, { token: tokens[who], body, lang });
  const track = async (body: unknown, lang = 'en', from = address) => {
    const res = await t.app.inject({
      method: 'POST',
      url: TRACK,
      remoteAddress: from,
      headers: { 'accept-language': lang, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const place = async (who = 'customer', overrides: Record<string, unknown> = {}): Promise<Placed> => {
    const res = await call(who, 'POST', '/api/order/place', orderInput(usExp, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj;
  };
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const addEvent = async (trackingNo: string, body: Record<string, unknown>) => {
    const res = await call('admin', 'POST', '/api/trackInfomation/addTrackInfo', { trackingNo, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const list = (who: string, body: Record<string, unknown> = {}, lang = 'en') =>
    call(who, 'POST', LIST, { pageSize: 100, ...body }, lang);
  const idsOf = (body: { rows: { id: number }[] }) => body.rows.map((r) => r.id);

  describe('POST api/public/track', () => {
    it('answers tracking, order, inside and reference numbers at once, in order, once each, unknown ones per number', async () => {
      newAddress();
      const a = await place();
      const b = await place();
      const c = await place('customer2');
      await addEvent(a.trackingNo, {
        status: 'IN_TRANSIT',
        subStatus: 'PICKED_UP',
        eventTime: inMinutes(5),
        location: 'SZX',
      });
      await addEvent(a.trackingNo, {
        status: 'DELIVERED',
        eventTime: inMinutes(30),
        location: 'NYC',
        description: 'porch',
      });
      await addEvent(a.trackingNo, { status: 'OUT_FOR_DELIVERY', eventTime: inMinutes(20), location: 'NYC' });

      const text = `${a.trackingNo}\n  NO-SUCH-1 , ${b.insideNumber}；${c.referenceNo}\n${b.orderNo}\n${a.trackingNo}\n\n`;
      const res = await track({ numbers: text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.rows.map((r: { number: string; found: boolean }) => [r.number, r.found])).toEqual([
        [a.trackingNo, true],
        ['NO-SUCH-1', false],
        [b.insideNumber, true],
        [c.referenceNo, true],
        [b.orderNo, true],
      ]);
      const [first, unknown, second] = res.body.rows;
      expect(first).toMatchObject({ status: 'DELIVERED', subStatus: null });
      expect(first.events.map((e: { status: string }) => e.status)).toEqual([
        'DELIVERED',
        'OUT_FOR_DELIVERY',
        'IN_TRANSIT',
        'INFO_RECEIVED',
      ]);
      expect(first.events[0]).toMatchObject({ location: 'NYC', description: 'porch' });
      expect(unknown).toEqual({ number: 'NO-SUCH-1', found: false, status: null, subStatus: null, events: [] });
      expect(second).toMatchObject({ status: 'INFO_RECEIVED', subStatus: null });
      expect(res.body.total).toBe(5);

      // A list works as the text does.
      const listed = await track({ numbers: [a.trackingNo, 'NO-SUCH-1'] });
      expect(listed.body.rows.map((r: { found: boolean }) => r.found)).toEqual([true, false]);
    });

    it('answers no name, phone, email or address of sender or receiver', async () => {
      newAddress();
      const o = await place('customer', {
        receiver: {
          name: 'Zelda Quokka',
          countryCode: 'US',
          province: 'NY',
          city: 'New York',
          zipCode: '10001',
          address1: '77 Unmistakable Lane',
          phone: '+1 212 555 0199',
          email: 'zelda@quokka.test',
        },
      });
      const res = await track({ numbers: [o.trackingNo, o.insideNumber, o.referenceNo] });
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const personal of ['Zelda', 'Quokka', 'Unmistakable', '555 0199', 'zelda@', 'Li Lei', '13800138000', 'Keji'])
        expect(text).not.toContain(personal);
      for (const row of res.body.rows) {
        expect(Object.keys(row).sort()).toEqual(['events', 'found', 'number', 'status', 'subStatus']);
        for (const e of row.events)
          expect(Object.keys(e).sort()).toEqual(['description', 'eventTime', 'location', 'status', 'subStatus']);
      }
    });

    it('takes 40 numbers and refuses 41 with a clear 400 in the caller’s language; repeats count once', async () => {
      newAddress();
      const forty = Array.from({ length: 40 }, (_, i) => `N${i}`);
      const ok = await track({ numbers: [...forty, 'N0', 'N1'].join('\n') });
      expect(ok.status).toBe(200);
      expect(ok.body.rows).toHaveLength(40);
      const en = await track({ numbers: [...forty, 'N40'].join('\n') });
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({
        flag: false,
        errorKey: 'PUBLIC_TRACK_TOO_MANY',
        msg: 'Up to 40 numbers at once: you entered 41',
      });
      const zh = await track({ numbers: [...forty, 'N40'] }, 'zh');
      expect(zh.body.msg).toBe('一次最多查询 40 个单号，您输入了 41 个');
      const ko = await track({ numbers: [...forty, 'N40'] }, 'ko');
      expect(ko.body.msg).toContain('최대 40개');
    });

    it('refuses hostile and empty input with a 400, never a 5xx', async () => {
      newAddress();
      const cases: [unknown, string?][] = [
        [{ numbers: 'PH\u0000123' }],
        [{ numbers: ['PH\u0000123'] }],
        [{ numbers: 'X'.repeat(100_000) }],
        [{ numbers: ['X'.repeat(100_000)] }],
        [{ numbers: Array.from({ length: 5000 }, (_, i) => `N${i}`) }],
        [{ numbers: 'X'.repeat(51) }, 'PUBLIC_TRACK_NUMBER_TOO_LONG'],
        [{ numbers: ' \n , ' }, 'PUBLIC_TRACK_NO_NUMBERS'],
        [{ numbers: [] }],
        [{ numbers: 2 ** 70 }],
        [{ numbers: { $ne: null } }],
        [{}],
        ['{"numbers":'],
      ];
      for (const [body, key] of cases) {
        const res = await track(body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body.flag).toBe(false);
        if (key) expect(res.body.errorKey).toBe(key);
      }
      const long = await track({ numbers: 'X'.repeat(51) }, 'en');
      expect(long.body.msg).toMatch(/^A number has at most 50 characters: X{20}…$/);
    });

    it('limits each client address: past 30 at once a 429 with Retry-After, while another address goes on', async () => {
      newAddress();
      const limited = address;
      const answers = await Promise.all(Array.from({ length: 31 }, () => track({ numbers: 'NO-SUCH' }, 'en', limited)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(30);
      const refused = answers.find((r) => r.status === 429)!;
      expect(refused.body).toMatchObject({ flag: false, errorKey: 'PUBLIC_TRACK_RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body.msg).toBe(`Too many look-ups: try again in ${refused.headers['retry-after']} s`);
      const zh = await track({ numbers: 'NO-SUCH' }, 'zh', limited);
      expect(zh.status).toBe(429);
      expect(zh.body.msg).toMatch(/^查询过于频繁/);
      newAddress();
      expect((await track({ numbers: 'NO-SUCH' })).status).toBe(200);
    });
  });

  describe('POST api/orderTracking/list', () => {
    let mine: Placed;
    let delivered: Placed;
    let others: Placed;
    let elsewhere: Placed;

    beforeAll(async () => {
      mine = await place();
      delivered = await place();
      others = await place('customer2');
      await addEvent(delivered.trackingNo, { status: 'DELIVERED', eventTime: inMinutes(10), location: 'LAX' });
      // Routed to no supplier of this test: only the platform and its customer see it.
      elsewhere = await place('customer2');
    });

    it('lists the caller’s orders with their tracking status and latest event, newest first', async () => {
      const res = await list('customer');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const ids = idsOf(res.body);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      expect(ids).toEqual(expect.arrayContaining([mine.id, delivered.id]));
      const row = res.body.rows.find((r: { id: number }) => r.id === delivered.id);
      expect(row).toMatchObject({
        orderNo: delivered.orderNo,
        insideNumber: delivered.insideNumber,
        trackingNo: delivered.trackingNo,
        status: 'DELIVERED',
        latestEvent: { status: 'DELIVERED', location: 'LAX' },
      });
      expect(res.body.rows.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
        status: 'INFO_RECEIVED',
        latestEvent: { status: 'INFO_RECEIVED' },
      });
      expect(JSON.stringify(res.body)).not.toContain('John Smith');
    });

    it('keeps to the data scope: own, main account’s, routed, all', async () => {
      const customer = idsOf((await list('customer')).body);
      expect(customer).not.toContain(others.id);
      expect(idsOf((await list('customer-sub')).body)).toEqual(customer);
      const customer2 = idsOf((await list('customer2')).body);
      expect(customer2).toEqual(expect.arrayContaining([others.id, elsewhere.id]));
      expect(customer2).not.toContain(mine.id);
      const platform = idsOf((await list('admin', { pageSize: 100 })).body);
      expect(platform).toEqual(expect.arrayContaining([mine.id, delivered.id, others.id, elsewhere.id]));
      // The demo supplier carries US Express: both customers' orders are routed to it; a stranger sees none.
      expect(idsOf((await list('supplier')).body)).toEqual(expect.arrayContaining([mine.id, others.id]));
      expect((await list('otherSupplier')).body).toMatchObject({ rows: [], total: 0 });
      // A number of another customer's order finds nothing, exactly like a missing one.
      const stranger = await list('customer', { numbers: others.trackingNo });
      const missing = await list('customer', { numbers: 'NO-SUCH-NUMBER' });
      expect(stranger.body).toEqual(missing.body);
      expect(stranger.body).toMatchObject({ rows: [], total: 0 });
    });

    it('filters by tracking status and by numbers, and pages with the total', async () => {
      const deliveredOnly = await list('customer', { status: 'DELIVERED' });
      expect(deliveredOnly.body.rows.length).toBeGreaterThan(0);
      for (const r of deliveredOnly.body.rows) expect(r.status).toBe('DELIVERED');
      expect(idsOf(deliveredOnly.body)).toContain(delivered.id);
      expect(idsOf(deliveredOnly.body)).not.toContain(mine.id);

      const byNumbers = await list('customer', {
        numbers: `${mine.referenceNo}\n${delivered.trackingNo}, ${delivered.insideNumber}`,
      });
      expect(idsOf(byNumbers.body)).toEqual([delivered.id, mine.id]);
      expect(byNumbers.body.total).toBe(2);

      const all = await list('customer');
      const page1 = await list('customer', { pageNo: 1, pageSize: 1 });
      expect(page1.body.total).toBe(all.body.total);
      expect(idsOf(page1.body)).toEqual([idsOf(all.body)[1]]);

      const tooMany = await list('customer', { numbers: Array.from({ length: 41 }, (_, i) => `N${i}`) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errorKey).toBe('PUBLIC_TRACK_TOO_MANY');
      expect((await list('customer', { status: 'FLYING' })).status).toBe(400);
      expect((await list('customer', { numbers: 'A\u0000B' })).status).toBe(400);
      expect((await t.call('POST', LIST, { body: {} })).status).toBe(401);
    });

    it('derives the status as the order’s timeline does: EXPIRED after 30 days of silence, never a delivered parcel', async () => {
      const silent = await place();
      const done = await place();
      await addEvent(done.trackingNo, { status: 'DELIVERED', eventTime: inMinutes(1) });
      // Both parcels' events and orders 31 days older (as if placed then).
      for (const o of [silent, done]) {
        await t.db.execute(
          sql`update tracking_events set event_time = event_time - interval '31 days' where order_id = ${o.id}`,
        );
      }
      const rows = (await list('customer', { numbers: [silent.insideNumber, done.insideNumber] })).body.rows;
      const statusOf = (o: Placed) => rows.find((r: { id: number }) => r.id === o.id);
      expect(statusOf(silent)).toMatchObject({ status: 'EXPIRED', subStatus: null });
      expect(statusOf(done)).toMatchObject({ status: 'DELIVERED' });
      expect((await list('customer', { status: 'EXPIRED' })).body.rows.map((r: { id: number }) => r.id)).toContain(
        silent.id,
      );
      // The same as the order's own timeline and the public page.
      for (const o of [silent, done, mine, delivered]) {
        const info = await call('customer', 'GET', `/api/order/catchOrderTrackInfo/order/${o.insideNumber}`);
        const listed = (await list('customer', { numbers: o.insideNumber })).body.rows[0];
        expect(listed.status).toBe(info.body.obj.status);
        expect(listed.subStatus).toBe(info.body.obj.subStatus);
        newAddress();
        expect((await track({ numbers: o.insideNumber })).body.rows[0].status).toBe(info.body.obj.status);
      }
    });
  });
});
