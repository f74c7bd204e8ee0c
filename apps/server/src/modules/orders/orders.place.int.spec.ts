import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlacedOrder } from '@parcelhub/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { leftByACrash as crashed, orderInput } from '../../../test/factories/orders';
import { productLabelSettings, products } from '../products';
import { orders } from './orders.tables';
import { dueWork } from '../../platform/jobs/jobs.tables';
import type { ShipmentRequest } from '../carriers';
import path from 'node:path';
import { localFileStorage } from '../../platform/files/storage';

describe('POST api/order/place', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer', 'customer-sub', 'customer2'], tokens));
  });
  afterAll(() => t.close());

  const place = (who: string, body: unknown, headers: Record<string, string> = {}, lang = 'en') =>
    t.call('POST', '/api/order/place', { token: tokens[who], body, headers, lang });
  const balance = async (who: string) =>
    (await t.call('GET', '/api/finaWallet/mine', { token: tokens[who] })).body.obj.available as string;

  it('prices the order again, charges the wallet, labels it through the sandbox carrier and logs it', async () => {
    const before = await balance('customer');
    const res = await place('customer', orderInput(usExp, { referenceNo: 'FIRST-1' }));
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({
      referenceNo: 'FIRST-1',
      status: 'LABELED',
      labelStatus: 'SUCCESS',
      fee: {
        currency: 'CNY',
        total: '166.15',
        lines: [
          { code: 'FREIGHT', amount: '141.90' },
          { code: 'FUEL', amount: '16.25' },
          { code: 'HANDLING', amount: '8.00' },
        ],
      },
    });
    expect(res.body.obj.orderNo).toMatch(/^PH\d{6}\d{8}$/);
    expect(res.body.obj.insideNumber).toMatch(/^N\d{11}$/);
    expect(res.body.obj.trackingNo).toBeTruthy();
    // The answer is where the label left the order, as stored.
    const shown = (await t.call('GET', `/api/order/detail/${res.body.obj.id}`, { token: tokens.customer })).body.obj;
    expect(shown).toMatchObject({ status: 'LABELED', labelStatus: 'SUCCESS', trackingNo: res.body.obj.trackingNo });
    expect(Number(before) - Number(await balance('customer'))).toBeCloseTo(166.15, 2);
    // The supplier's cost is kept for the platform: 4.0 kg chargeable (volumetric 4, split at 40%: 3 + 1 x 0.6 = 3.6,
    // up to 4.0), zone 1: freight 45 + 7 x 12 = 129.00, FUEL 129 x 0.12 = 15.48; 144.48.
    const [stored] = await t.db
      .select({ cost: orders.costTotal })
      .from(orders)
      .where(eq(orders.referenceNo, 'FIRST-1'));
    expect(stored!.cost).toBe('144.48');

    const logs = await t.call('GET', `/api/order/listOrderLog/${res.body.obj.id}`, {
      token: tokens.customer,
      lang: 'en',
    });
    expect(logs.body.rows.map((l: { action: string }) => l.action)).toEqual(['PLACE', 'LABEL']);
    expect(logs.body.rows[0].message).toBe('Order placed, 166.15 CNY charged (source WEB)');
    expect(logs.body.rows[1]).toMatchObject({ fromStatus: 'CREATED', toStatus: 'LABELED', operator: 'SYSTEM' });
    expect(logs.body.rows[1].message).toContain(res.body.obj.trackingNo);
    const [label] = await t.db
      .select({ attempts: orders.labelAttempts, next: orders.labelNextAt, file: orders.labelFileKey })
      .from(orders)
      .where(eq(orders.id, res.body.obj.id));
    expect(label).toMatchObject({ attempts: 1, next: null, file: expect.any(String) });
  });

  it('labels placements made at once, each its own number and its own stored PDF (recorded together)', async () => {
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => place('customer', orderInput(usExp, { referenceNo: `BURST-${i}` }))),
    );
    const answers = placed.map((r) => r.body.obj as { id: number; status: string; trackingNo: string });
    expect(answers.map((o) => o.status)).toEqual(Array(12).fill('LABELED'));
    expect(new Set(answers.map((o) => o.trackingNo)).size).toBe(12);
    const rows = await t.db
      .select({
        id: orders.id,
        trackingNo: orders.trackingNo,
        file: orders.labelFileKey,
        attempts: orders.labelAttempts,
      })
      .from(orders)
      .where(
        inArray(
          orders.id,
          answers.map((o) => o.id),
        ),
      );
    const files = localFileStorage(path.join(t.config.DATA_DIR, 'files'));
    for (const o of answers) {
      const row = rows.find((r) => r.id === o.id)!;
      expect(row).toMatchObject({ trackingNo: o.trackingNo, attempts: 1 });
      const chunks: Buffer[] = [];
      for await (const c of files.read(row.file!)) chunks.push(c as Buffer);
      const pdf = Buffer.concat(chunks);
      expect(pdf.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d/);
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
    const logs = await t.db.execute(
      sql`select order_id, count(*)::int as n from order_logs where action = 'LABEL'
          and order_id in (${sql.join(
            answers.map((o) => sql`${o.id}`),
            sql`, `,
          )}) group by order_id`,
    );
    expect((logs as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual(Array(12).fill(1));
  });

  it("words the stored fee lines in the reader's language, whoever placed the order", async () => {
    const placed = await place('customer', orderInput(usExp, { referenceNo: 'WORDS-1' }), {}, 'zh');
    expect(placed.body.obj.fee.lines.map((l: { name: string }) => l.name)).toEqual(['运费', '燃油附加费', '操作费']);
    const names = async (lang: string) =>
      (
        await t.call('GET', `/api/order/detail/${placed.body.obj.id}`, { token: tokens.customer, lang })
      ).body.obj.fee.lines.map((l: { code: string; name: string }) => `${l.code}:${l.name}`);
    expect(await names('ko')).toEqual(['FREIGHT:운임', 'FUEL:유류 할증료', 'HANDLING:취급 수수료']);
    expect(await names('en')).toEqual(['FREIGHT:Freight', 'FUEL:Fuel surcharge', 'HANDLING:Handling']);
  });

  it('never takes a price from the client', async () => {
    const res = await place('customer', { ...orderInput(usExp), fee: { total: '0.01' }, total: '0.01' });
    expect(res.status).toBe(200);
    expect(res.body.obj.fee.total).toBe('166.15');
  });

  it('answers the first order for the same reference number and body, and refuses another body under it', async () => {
    const body = orderInput(usExp, { referenceNo: 'SAME-REF' });
    const first = await place('customer', body);
    const again = await place('customer', body);
    expect(again.status).toBe(200);
    expect(again.body.obj.id).toBe(first.body.obj.id);
    const other = await place('customer', { ...body, remark: 'changed' });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe(`Reference number SAME-REF is already used by order ${first.body.obj.orderNo}`);
    const [{ n }] = (await t.db.select({ n: count() }).from(orders).where(eq(orders.referenceNo, 'SAME-REF'))) as [
      { n: number },
    ];
    expect(Number(n)).toBe(1);
  });

  it('answers a repeated request with its first order even where it would now be refused (the product offline)', async () => {
    const body = orderInput(usExp, { referenceNo: 'REPLAY-OFFLINE' });
    const keyed = orderInput(usExp, { referenceNo: 'REPLAY-OFFLINE-KEYED' });
    const first = await place('customer', body);
    const firstKeyed = await place('customer', keyed, { 'idempotency-key': 'replay-offline' });
    expect([first.status, firstKeyed.status]).toEqual([200, 200]);
    const before = await balance('customer');
    await t.db.update(products).set({ status: 'OFFLINE' }).where(eq(products.id, usExp));
    try {
      const again = await place('customer', body);
      expect(again.status).toBe(200);
      expect(again.body.obj.id).toBe(first.body.obj.id);
      const againKeyed = await place('customer', keyed, { 'idempotency-key': 'replay-offline' });
      expect(againKeyed.body.obj.id).toBe(firstKeyed.body.obj.id);
      // A new order is refused as before, and nothing was charged.
      expect((await place('customer', orderInput(usExp, { referenceNo: 'REPLAY-OFFLINE-NEW' }))).status).toBe(422);
      expect(await balance('customer')).toBe(before);
    } finally {
      await t.db.update(products).set({ status: 'ONLINE' }).where(eq(products.id, usExp));
    }
  });

  it('one Idempotency-Key sent 20 times at once: one order, one charge; another body under it is a 409', async () => {
    const before = await balance('customer');
    const body = orderInput(usExp, { referenceNo: 'KEYED-1' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place('customer', body, { 'idempotency-key': 'key-20-at-once' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.obj.id)).size).toBe(1);
    expect(Number(before) - Number(await balance('customer'))).toBeCloseTo(166.15, 2);
    const conflict = await place('customer', orderInput(usExp, { referenceNo: 'KEYED-2' }), {
      'idempotency-key': 'key-20-at-once',
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.msg).toBe('This Idempotency-Key was already used for a different order request');
  });

  it('200 placements at once on a wallet that pays for 11: exactly 11 orders, 11 charges, no overdraft', async () => {
    // customer2 pays the default package: 170.28 a parcel; 2,000.00 pays for 11 (1,873.08), not 12.
    const start = await balance('customer2');
    expect(start).toBe('2000.00');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => place('customer2', orderInput(usExp, { referenceNo: `RUN-${i}` }))),
    );
    const okCount = answers.filter((a) => a.status === 200).length;
    expect(okCount).toBe(11);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => a.body.msg))).toEqual(new Set(['Sorry, not enough balance']));
    expect(await balance('customer2')).toBe('126.92');
    const account = answers.find((a) => a.status === 200)!.body.obj.id as number;
    const [{ accountId }] = (await t.db
      .select({ accountId: orders.accountId })
      .from(orders)
      .where(eq(orders.id, account))) as [{ accountId: number }];
    const [{ n }] = (await t.db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId))) as [
      { n: number },
    ];
    expect(Number(n)).toBe(11);
  });

  it('places for a sub-account as its main account', async () => {
    const res = await place('customer-sub', orderInput(usExp));
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select({ accountId: orders.accountId, createdBy: orders.createdBy })
      .from(orders)
      .where(eq(orders.id, res.body.obj.id));
    expect(row!.accountId).not.toBe(row!.createdBy);
  });

  it.each([
    ['a reference number of 0', { referenceNo: '000' }, 'referenceNo', 'The reference number cannot be 0'],
    ['an empty reference number', { referenceNo: '' }, 'referenceNo', 'This field cannot be empty'],
    ['FBA without VAT', { fba: true, eoriNo: 'GB123' }, 'vatNo', 'FBA requires a VAT number'],
    ['FBA without EORI', { fba: true, vatNo: 'DE1' }, 'eoriNo', 'FBA requires an EORI number'],
    ['no boxes', { boxes: [] }, 'boxes', 'This field cannot be empty'],
  ])('refuses %s with the spec’s words', async (_, overrides, field, message) => {
    const res = await place('customer', orderInput(usExp, overrides));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toContainEqual({ field, message });
  });

  it('refuses Germany without a house number and Korea without a customs clearance number', async () => {
    const de = orderInput(usExp, {
      receiver: { ...orderInput(usExp).receiver, countryCode: 'DE', zipCode: '10115', address1: 'Hauptstrasse' },
    });
    const resDe = await place('customer', de);
    expect(resDe.status).toBe(400);
    expect(resDe.body.fieldErrors).toContainEqual({
      field: 'receiver.houseNumber',
      message: 'Germany requires a house number',
    });
    const kr = orderInput(usExp, { receiver: { ...orderInput(usExp).receiver, countryCode: 'KR', zipCode: '04524' } });
    const resKr = await place('customer', kr);
    expect(resKr.status).toBe(400);
    expect(resKr.body.fieldErrors[0].field).toBe('receiver.customsNo');
  });

  it('refuses a product the customer may not use, and a parcel the product cannot carry, changing nothing', async () => {
    const before = await balance('customer');
    const missing = await place('customer', orderInput(2_000_000_000));
    expect(missing.status).toBe(422);
    expect(missing.body.msg).toBe('You cannot use this product (not signed, offline or missing): 2000000000');
    const heavy = await place(
      'customer',
      orderInput(usExp, { boxes: [{ length: 40, width: 30, height: 20, weight: 9000 }] }),
    );
    expect(heavy.status).toBe(422);
    expect(heavy.body.msg).toMatch(/^This product cannot carry this parcel: /);
    expect(await balance('customer')).toBe(before);
  });

  it('refuses platform and supplier placements, and hostile input without a 5xx', async () => {
    expect((await place('admin', orderInput(usExp))).status).toBe(403);
    expect((await place('supplier', orderInput(usExp))).status).toBe(403);
    for (const body of [
      orderInput(usExp, { referenceNo: 'A\u0000B' }),
      orderInput(usExp, { referenceNo: 'x'.repeat(100_000) }),
      orderInput(4_294_967_297),
      orderInput(usExp, { boxes: 'many' }),
      orderInput(usExp, { sender: { addressId: 99_999_999_999 } }),
      { productId: usExp },
    ]) {
      const res = await place('customer', body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const badKey = await place('customer', orderInput(usExp), { 'idempotency-key': 'x'.repeat(101) });
    expect(badKey.status).toBe(400);
  });

  it('takes a sender from the address book and saves a typed receiver to it when asked', async () => {
    const saved = await t.call('POST', '/api/customerAddress/saveAddress', {
      token: tokens.customer,
      body: { ...orderInput(usExp).sender, type: 'SENDER' },
    });
    expect(saved.status).toBe(200);
    const body = orderInput(usExp, {
      sender: { addressId: saved.body.obj.id },
      receiver: { ...orderInput(usExp).receiver, name: 'Saved Receiver', saveToAddressBook: true },
    });
    const res = await place('customer', body);
    expect(res.status).toBe(200);
    const detail = await t.call('GET', `/api/order/detail/${res.body.obj.id}`, { token: tokens.customer });
    expect(detail.body.obj.sender).toMatchObject({ name: 'Li Lei', city: 'Shenzhen' });
    // Written in a transaction of its own with the address, it keeps its fee explanation as every order does.
    expect(detail.body.obj.explain).toMatchObject({ weight: { actual: '3.000' }, destination: { country: 'US' } });
    const book = await t.call('POST', '/api/customerAddress/findByDto', {
      token: tokens.customer,
      body: { pageNo: 0, pageSize: 50, keyword: 'Saved Receiver' },
    });
    expect(book.body.rows).toHaveLength(1);
    expect(book.body.rows[0].type).toBe('RECIPIENT');
    // Another customer's address id answers as missing.
    const stranger = await place('customer2', orderInput(usExp, { sender: { addressId: saved.body.obj.id } }));
    expect(stranger.status).toBe(404);
  });

  it('records a carrier failure: the order stays placed and charged, the label FAILED with its reason', async () => {
    const res = await place(
      'customer',
      orderInput(usExp, { receiver: { ...orderInput(usExp).receiver, zipCode: '99999' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ status: 'CREATED', labelStatus: 'FAILED', trackingNo: null });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.obj.id));
    expect(row!.labelError).toMatch(/99999/);
    expect(row!.labelNextAt).toBeNull();
    const retry = await t.call('POST', `/api/order/retryLabel/${res.body.obj.id}`, {
      token: tokens.customer,
      lang: 'en',
    });
    expect(retry.status).toBe(200);
    expect(retry.body.obj.labelStatus).toBe('FAILED');
  });

  it('a product set to asynchronous labels answers at once with the label pending; the label follows', async () => {
    await t.db
      .insert(productLabelSettings)
      .values({ productId: usExp, labelId: 'e2e-async', customerPrintLabelType: 'PDF', reqDeliveryLabelRule: 'ASYNC' });
    // The sandbox, recording whether anybody waits on each label it is asked for.
    const sandbox = t.app.services.carriers.adapterFor('SANDBOX');
    const background = new Map<string, boolean | undefined>();
    t.app.services.carriers.registerAdapter({
      ...sandbox,
      createShipment: (req, options) => {
        background.set(req.referenceNo, options?.background);
        return sandbox.createShipment(req, options);
      },
    });
    try {
      const res = await place('customer', orderInput(usExp, { referenceNo: 'ASYNC-1' }));
      expect(res.status).toBe(200);
      expect(res.body.obj).toMatchObject({ status: 'CREATED', labelStatus: 'PENDING', trackingNo: null });
      // Leased to this process, which requests it after the answer: the sweep leaves it alone unless the lease ends.
      const [placed] = await t.db.select().from(orders).where(eq(orders.id, res.body.obj.id));
      if (placed!.labelStatus !== 'SUCCESS')
        expect(placed!.labelNextAt!.getTime()).toBeGreaterThan(Date.now() + 30_000);
      const labelled = async () =>
        (await t.db.select().from(orders).where(eq(orders.id, res.body.obj.id)))[0]!.labelStatus;
      for (let i = 0; i < 100 && (await labelled()) !== 'SUCCESS'; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await labelled()).toBe('SUCCESS');
    } finally {
      await t.db.delete(productLabelSettings).where(eq(productLabelSettings.labelId, 'e2e-async'));
    }
    // Back to the seeded setting: the label is made in the request again.
    const sync = await place('customer', orderInput(usExp, { referenceNo: 'SYNC-AGAIN-1' }));
    t.app.services.carriers.registerAdapter(sandbox);
    expect(sync.body.obj).toMatchObject({ status: 'LABELED', labelStatus: 'SUCCESS' });
    // Nobody waited on the asynchronous label; the placement waited on the other.
    expect(Object.fromEntries(background)).toEqual({ 'ASYNC-1': true, 'SYNC-AGAIN-1': false });
  });

  /** The files under `dir` this process holds open. */
  const openFilesUnder = (dir: string) =>
    fs.readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
        return target.startsWith(dir) ? [target] : [];
      } catch {
        return []; // closed meanwhile
      }
    });

  const leftByACrash = (ids: number[]) => crashed(t.db, ids);

  it('after a crash between the charge and the label, the restarted server requests the label; one charge', async () => {
    const res = await place('customer', orderInput(usExp, { referenceNo: 'CRASHED-1' }));
    const id = res.body.obj.id as number;
    const before = await balance('customer');
    await leftByACrash([id]);
    const { buildApp } = await import('../../app');
    const filesBefore = openFilesUnder(t.config.DATA_DIR);
    const restarted = await buildApp({ config: t.config, database: t.database, skipPrepare: true });
    await restarted.ready();
    await restarted.close();
    // It wrote the label into a segment file of its own, and closed it with itself.
    expect(openFilesUnder(t.config.DATA_DIR).filter((f) => !filesBefore.includes(f))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id)));
    expect(row).toMatchObject({ labelStatus: 'SUCCESS', status: 'LABELED' });
    expect(row!.trackingNo).toBeTruthy();
    expect(await balance('customer')).toBe(before);
  });

  it('a server that closes stops its label sweep: no label request runs after, the rest stay due', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push((await place('customer', orderInput(usExp, { referenceNo: `STOPPED-${i}` }))).body.obj.id as number);
    // The test app's due work (every 5 s) would label these too: its label kind is stopped, so what moves is the
    // other's doing.
    await t.app.services.orders.labels.stop();
    const { buildApp } = await import('../../app');
    const other = await buildApp({ config: t.config, database: t.database, skipPrepare: true });
    await other.ready();
    await leftByACrash(ids);
    const sweeping = other.services.orders.labels.sweep();
    await other.close();
    const done = await sweeping;
    const pending = async () =>
      (
        await t.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(inArray(orders.id, ids), eq(orders.labelStatus, 'PENDING')))
      ).length;
    const left = await pending();
    expect(done).toBeLessThan(30);
    expect(left).toBe(30 - done);
    await new Promise((r) => setTimeout(r, 300));
    expect(await pending()).toBe(left);
    expect(await other.services.orders.labels.sweep()).toBe(0);
    // The next server to start labels the rest (due since the crash; any lease left has run out).
    await t.db
      .update(dueWork)
      .set({ leaseUntil: null })
      .where(inArray(dueWork.key, ids.map(String)));
    const next = await buildApp({ config: t.config, database: t.database, skipPrepare: true });
    await next.ready();
    await next.close();
    expect(await pending()).toBe(0);
  });

  it('a swept label is asked of the product’s carrier with the order as placed (read with its claim)', async () => {
    await t.app.services.orders.labels.stop(); // only the other server below requests labels
    const res = await place('customer', orderInput(usExp, { referenceNo: 'SWEPT-1' }));
    const placed = res.body.obj as { id: number; orderNo: string; insideNumber: string };
    const { buildApp } = await import('../../app');
    const other = await buildApp({ config: t.config, database: t.database, skipPrepare: true }); // sweeps once
    const asked: ShipmentRequest[] = [];
    const background = new Map<string, boolean | undefined>();
    // The demo products dock the sandbox provider: its adapter is replaced by one that records what it is asked.
    other.services.carriers.registerAdapter({
      code: 'SANDBOX',
      supportsOnlineCancel: true,
      createShipment: async (req, options) => {
        asked.push(req);
        background.set(req.referenceNo, options?.background);
        return { trackingNo: `REC${asked.length}`, label: { format: 'PDF', data: Buffer.from('%PDF-1.4') } };
      },
      cancelShipment: async () => ({ cancelled: true }),
      track: async () => [],
    });
    await other.ready();
    await leftByACrash([placed.id]);
    await other.services.orders.labels.sweep();
    // A placement waits on its label (US-EXP's label setting is SYNC): nobody waits on a swept one.
    const waited = await other.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: `Bearer ${tokens.customer}` },
      payload: orderInput(usExp, { referenceNo: 'WAITED-1' }),
    });
    expect(PlacedOrder.parse((waited.json() as { obj: unknown }).obj).labelStatus).toBe('SUCCESS');
    await other.close();
    expect(background.get('SWEPT-1')).toBe(true);
    expect(background.get('WAITED-1')).toBe(false);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    const mine = asked.filter((r) => r.referenceNo === 'SWEPT-1');
    expect(mine).toHaveLength(1);
    expect(row).toMatchObject({ labelStatus: 'SUCCESS', trackingNo: `REC${asked.indexOf(mine[0]!) + 1}` });
    const input = orderInput(usExp, { referenceNo: 'SWEPT-1' });
    expect(mine[0]).toMatchObject({
      orderNo: placed.orderNo,
      insideNumber: placed.insideNumber,
      referenceNo: 'SWEPT-1',
      product: { code: 'US-EXP', name: 'US Express' },
      sender: { name: row!.sender.name, postcode: row!.sender.zipCode },
      receiver: { name: row!.receiver.name, countryCode: 'US', postcode: row!.receiver.zipCode },
      boxes: row!.boxes,
      declarations: row!.declarations,
    });
    expect(mine[0]!.boxes).toHaveLength(input.boxes.length);
  });
});
