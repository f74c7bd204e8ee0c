import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { BATTERY_DECLARATIONS, interceptBatteries, orderInput } from '../../../test/factories/orders';
import { rowsOf } from '../../platform/db/rows';
import { migrationsFolder } from '../../platform/db/migrate';
import { ledgerDrift } from '../wallet/test-support';
import type { CarrierAdapter } from '../carriers';
import { ordersQueries } from './orders.repository';

/**
 * A cancel and a label crossing each other. A label is booked at the carrier outside any transaction, and a cancel
 * decides the refund from the label it read: the order canceled and refunded must never keep a live shipment.
 */

/** A promise opened by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

// A read of one order held where a test says (armed for one order id, just before or just after the read); put in
// before the app binds its queries.
let holdRead: { id: number; at: 'before' | 'after'; until: Promise<void>; reached: () => void } | null = null;
const findOrder = ordersQueries.findOrder;
ordersQueries.findOrder = (async (...args: Parameters<typeof findOrder>) => {
  const hold = holdRead?.id === args[2] ? holdRead : null;
  const pause = async () => {
    holdRead = null;
    hold!.reached();
    await hold!.until;
  };
  if (hold?.at === 'before') await pause();
  const found = await findOrder(...args);
  if (hold?.at === 'after') await pause();
  return found;
}) as typeof findOrder;

/** Holds the next read of this order; answers when it is reached, and the hand that lets it go on. */
function holdNextRead(id: number, at: 'before' | 'after') {
  const reached = gate();
  const resume = gate();
  holdRead = { id, at, until: resume.opened, reached: reached.open };
  return { reached: reached.opened, resume: resume.open };
}

describe('a cancel and a label crossing', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  let sandbox: CarrierAdapter;
  let book: CarrierAdapter['createShipment'];

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['customer', 'admin'], tokens));
    await interceptBatteries(t, tokens.admin!);
    sandbox = t.app.services.carriers.adapterFor('SANDBOX');
    book = sandbox.createShipment.bind(sandbox);
  });
  afterAll(async () => {
    ordersQueries.findOrder = findOrder;
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, who = 'customer') =>
    t.call(method, url, { token: tokens[who], body, lang: 'en' });
  const balance = async () => (await call('GET', '/api/finaWallet/mine')).body.obj.available as string;
  const orderRow = async (ref: string) =>
    (
      await rowsOf<{ id: number; orderNo: string; status: string; labelStatus: string; trackingNo: string | null }>(
        t.db,
        sql`select id, order_no as "orderNo", status, label_status as "labelStatus", tracking_no as "trackingNo"
            from orders where reference_no = ${ref}`,
      )
    )[0];
  const shipments = (orderNo: string) =>
    rowsOf<{ trackingNo: string; cancelled: boolean }>(
      t.db,
      sql`select tracking_no as "trackingNo", cancelled_at is not null as cancelled
          from carriers_sandbox_shipments where order_no = ${orderNo}`,
    );
  const logOf = async (id: number) =>
    (await call('GET', `/api/order/listOrderLog/${id}`)).body.rows as { action: string; message: string }[];
  /** Places an order whose label booking waits for the answer's `book()`; answers once the order is written. */
  const placeWithHeldLabel = async (ref: string, zipCode = '10001') => {
    const booking = gate();
    sandbox.createShipment = async (req, options) => {
      await booking.opened;
      return book(req, options);
    };
    const input = orderInput(usExp, { referenceNo: ref });
    const placing = call('POST', '/api/order/place', { ...input, receiver: { ...input.receiver, zipCode } });
    let row = await orderRow(ref);
    for (let i = 0; i < 400 && !row; i++) {
      await new Promise((r) => setTimeout(r, 10));
      row = await orderRow(ref);
    }
    expect(row, 'the order is written before its label').toBeTruthy();
    return {
      row: row!,
      book: async () => {
        booking.open();
        const res = await placing;
        sandbox.createShipment = book;
        return res;
      },
    };
  };

  it('a label booked after the cancel is voided at the carrier, and the refund stands', async () => {
    const before = await balance();
    const { row, book: bookNow } = await placeWithHeldLabel('RACE-1');
    const canceled = await call('POST', `/api/order/cancelOrder/${row.id}`, { reason: 'too slow' });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.obj).toMatchObject({ refunded: true });

    const placed = await bookNow();
    expect(placed.status).toBe(200);
    expect(placed.body.obj).toMatchObject({ id: row.id, status: 'CANCELED' });
    expect(await orderRow('RACE-1')).toMatchObject({
      status: 'CANCELED',
      labelStatus: 'NOT_REQUESTED',
      trackingNo: null,
    });
    const booked = await shipments(row.orderNo);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.cancelled).toBe(true);
    expect(await balance()).toBe(before);
    const log = await logOf(row.id);
    expect(log.map((l) => l.action)).toContain('LABEL_VOID');
    expect(log.find((l) => l.action === 'LABEL_VOID')!.message).toContain(booked[0]!.trackingNo);
    expect(await ledgerDrift(t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('a label recorded between the cancel’s read and its lock: the cancel goes round again and voids it', async () => {
    const before = await balance();
    const { row, book: bookNow } = await placeWithHeldLabel('RACE-2');
    const read = holdNextRead(row.id, 'after');
    const canceling = call('POST', `/api/order/cancelOrder/${row.id}`, { reason: 'changed my mind' });
    await read.reached; // the cancel has read the order unlabelled
    expect((await bookNow()).body.obj).toMatchObject({ status: 'LABELED', labelStatus: 'SUCCESS' });
    read.resume();

    const canceled = await canceling;
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.obj).toEqual({ status: 'CANCELED', refunded: true, refundAmount: expect.any(String) });
    const booked = await shipments(row.orderNo);
    expect(booked).toEqual([{ trackingNo: expect.any(String), cancelled: true }]);
    expect(await balance()).toBe(before);
    expect(await ledgerDrift(t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('a release crossing a cancel books no shipment for the canceled order', async () => {
    const before = await balance();
    const placed = await call(
      'POST',
      '/api/order/place',
      orderInput(usExp, { referenceNo: 'RACE-3', declarations: BATTERY_DECLARATIONS }),
    );
    expect(placed.body.obj).toMatchObject({ status: 'INTERCEPTED' });
    const { id, orderNo } = placed.body.obj as { id: number; orderNo: string };
    // The release has committed and is about to read the order for its label when the cancel lands.
    const read = holdNextRead(id, 'before');
    const releasing = call('POST', `/api/order/intercept/release/${id}`, { reason: 'checked' }, 'admin');
    await read.reached;
    const canceled = await call('POST', `/api/order/cancelOrder/${id}`, { reason: 'not by air' }, 'admin');
    expect(canceled.body.obj).toMatchObject({ status: 'CANCELED', refunded: true });
    read.resume();
    const released = await releasing;
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.obj).toMatchObject({ status: 'CANCELED', trackingNo: null });
    expect(await shipments(orderNo)).toEqual([]);
    expect(await balance()).toBe(before);
  });

  it('a label failure that arrives after the cancel leaves the canceled order as the cancel left it', async () => {
    // The sandbox refuses this postcode for good: the booking fails once it is let go.
    const { row, book: bookNow } = await placeWithHeldLabel('RACE-4', '99999');
    expect((await call('POST', `/api/order/cancelOrder/${row.id}`, {})).body.obj).toMatchObject({ refunded: true });
    const placed = await bookNow();
    expect(placed.body.obj).toMatchObject({ status: 'CANCELED' });
    const after = await orderRow('RACE-4');
    expect(after).toMatchObject({ status: 'CANCELED', labelStatus: 'NOT_REQUESTED', trackingNo: null });
    expect((await logOf(row.id)).map((l) => l.action)).not.toContain('LABEL_FAILED');
  });

  it('migration 0032 gives canceled orders left pending or failed before it NOT_REQUESTED, and nothing else', async () => {
    const { row, book: bookNow } = await placeWithHeldLabel('RACE-5');
    await bookNow();
    const live = await placeWithHeldLabel('RACE-6', '99999');
    await live.book();
    // RACE-4 canceled, as a cancel left it before; RACE-6's failed label is a live order's: it stays.
    await t.db.execute(sql`update orders set label_status = 'FAILED' where reference_no = 'RACE-4'`);
    const [script] = fs.readdirSync(migrationsFolder()).filter((f) => f.startsWith('0032_'));
    await t.db.execute(sql.raw(fs.readFileSync(path.join(migrationsFolder(), script!), 'utf8')));
    expect(await orderRow('RACE-4')).toMatchObject({ status: 'CANCELED', labelStatus: 'NOT_REQUESTED' });
    expect(await orderRow('RACE-6')).toMatchObject({ status: 'CREATED', labelStatus: 'FAILED' });
    expect(await orderRow('RACE-5')).toMatchObject({ id: row.id, status: 'LABELED', labelStatus: 'SUCCESS' });
  });
});
