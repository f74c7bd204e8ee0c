import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { BATTERY_DECLARATIONS as battery, interceptBatteries, orderInput } from '../../../test/factories/orders';
import { products } from '../products';
import { surcharges } from '../product-costs';
import type { OrderStatus } from '@parcelhub/contracts';
import { orderLogs } from './orders.tables';
import type { StatusChange } from './use-cases/transition';

describe('status changes, holds and who sees which price (issue 37)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  const heard: StatusChange[] = [];

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer'], tokens));
    await interceptBatteries(t, tokens.admin!);
    t.app.services.orders.onStatusChanged((c) => {
      heard.push(c);
    });
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call(method, url, { token: tokens[who], body, lang: 'en' });
  const balance = async () => (await call('customer', 'GET', '/api/finaWallet/mine')).body.obj.available as string;
  const place = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('customer', 'POST', '/api/order/place', orderInput(usExp, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj as {
      id: number;
      orderNo: string;
      status: string;
      holdReason: string | null;
      fee: { total: string };
    };
  };
  const movesOf = (id: number) => heard.filter((c) => c.orderId === id).map((c) => `${c.from}>${c.to}`);
  const weigh = (id: number, weight: string) =>
    call('admin', 'POST', '/api/order/confirmWeight', {
      id,
      boxes: [{ length: '40', width: '30', height: '20', weight }],
    });

  it('announces every move once, with from and to, through the one transition', async () => {
    const o = await place();
    expect(o.status).toBe('LABELED');
    expect((await weigh(o.id, '3')).status).toBe(200);
    expect((await call('supplier', 'POST', `/api/order/refuseOrder/${o.id}`, { reason: 'no room' })).status).toBe(200);
    expect((await call('admin', 'POST', `/api/order/intercept/release/${o.id}`, {})).status).toBe(200);
    expect((await call('admin', 'POST', `/api/order/cancelOrder/${o.id}`, {})).status).toBe(200);
    expect(movesOf(o.id)).toEqual([
      'null>CREATED',
      'CREATED>LABELED',
      'LABELED>RECEIVED',
      'RECEIVED>EXCEPTION',
      'EXCEPTION>RECEIVED',
      'RECEIVED>CANCELED',
    ]);
    const held = await place({ declarations: battery });
    expect((await call('admin', 'POST', `/api/order/intercept/release/${held.id}`, {})).status).toBe(200);
    expect(movesOf(held.id)).toEqual(['null>INTERCEPTED', 'INTERCEPTED>CREATED', 'CREATED>LABELED']);
    expect(heard.find((c) => c.orderId === held.id && c.to === 'CREATED')).toMatchObject({
      action: 'RELEASE',
      by: 'PLATFORM',
    });
  });

  it('moves through several statuses at once as the single moves would: each step checked, logged, announced', async () => {
    const batches: (readonly StatusChange[])[] = [];
    const stop = t.app.services.orders.onStatusChanges((changes) => {
      batches.push(changes);
    });
    try {
      const o = await place();
      const move = (steps: OrderStatus[], status: OrderStatus = 'LABELED') =>
        t.app.services.orders.transitionThrough({
          order: { id: o.id, orderNo: o.orderNo, status },
          steps,
          by: 'PLATFORM',
          operator: { id: null, name: 'test' },
          action: 'WAREHOUSE',
          messageKey: 'warehouseScan',
          params: { warehouse: 'SZX1', bay: 1 },
          lang: 'en',
        });
      const logCount = async () => (await t.db.select().from(orderLogs).where(eq(orderLogs.orderId, o.id))).length;
      const logsBefore = await logCount();
      // A step the table refuses (SORTED straight to DISPATCHED is not one) refuses the whole move: nothing changes.
      await expect(move(['RECEIVED', 'SORTED', 'DISPATCHED'])).rejects.toMatchObject({
        errorKey: 'ORDER_STATUS_FORBIDDEN',
      });
      // A status read stale moves nothing either.
      await expect(move(['SORTED', 'BAGGED'], 'RECEIVED')).rejects.toMatchObject({ errorKey: 'ORDER_BUSY' });
      expect(await logCount()).toBe(logsBefore);
      const heardBefore = batches.length;

      await move(['RECEIVED', 'SORTED', 'BAGGED']);
      expect((await call('admin', 'GET', `/api/order/detail/${o.id}`)).body.obj.status).toBe('BAGGED');
      expect(movesOf(o.id).slice(-3)).toEqual(['LABELED>RECEIVED', 'RECEIVED>SORTED', 'SORTED>BAGGED']);
      expect(batches.slice(heardBefore).map((b) => b.map((c) => `${c.from}>${c.to}`))).toEqual([
        ['LABELED>RECEIVED', 'RECEIVED>SORTED', 'SORTED>BAGGED'],
      ]);
      const logs = (await t.db.select().from(orderLogs).where(eq(orderLogs.orderId, o.id))).slice(-3);
      expect(logs.map((l) => [l.fromStatus, l.toStatus, (l.params as { status: string }).status])).toEqual([
        ['LABELED', 'RECEIVED', 'RECEIVED'],
        ['RECEIVED', 'SORTED', 'SORTED'],
        ['SORTED', 'BAGGED', 'BAGGED'],
      ]);
      expect(await logCount()).toBe(logsBefore + 3);
    } finally {
      stop();
    }
  });

  it('shows a held order as held, with its reason, in the answer, the list and the detail', async () => {
    const o = await place({ declarations: battery });
    expect(o.status).toBe('INTERCEPTED');
    expect(o.holdReason).toMatch(/\S/);
    const row = (await call('customer', 'POST', '/api/order/list', { status: 'INTERCEPTED' })).body.rows.find(
      (r: { id: number }) => r.id === o.id,
    );
    expect(row.holdReason).toBe(o.holdReason);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(detail).toMatchObject({ holdReason: o.holdReason, canRelease: false, canCancel: false });
    expect((await call('admin', 'GET', `/api/order/detail/${o.id}`)).body.obj.canRelease).toBe(true);
    const normal = await place();
    expect(normal.holdReason).toBeNull();
  });

  it('shows a supplier its cost, never the customer’s fee, in the list, the detail and orderInfo', async () => {
    const o = await place();
    const adminRow = (await call('admin', 'POST', '/api/order/list', {})).body.rows.find(
      (r: { id: number }) => r.id === o.id,
    );
    expect(adminRow.feeTotal).toBe(o.fee.total);
    expect(adminRow.costTotal).toMatch(/^\d+\.\d\d$/);
    expect(adminRow.costTotal).not.toBe(o.fee.total);
    const supplierRow = (await call('supplier', 'POST', '/api/order/list', {})).body.rows.find(
      (r: { id: number }) => r.id === o.id,
    );
    expect(supplierRow.feeTotal).toBe(adminRow.costTotal);
    expect(supplierRow.costTotal).toBeUndefined();
    for (const url of [`/api/order/detail/${o.id}`, `/api/order/orderInfo/ORDER_NO/${o.orderNo}`]) {
      const d = (await call('supplier', 'GET', url)).body.obj;
      expect(d.fee.total).toBe(adminRow.costTotal);
      expect(d.cost).toBeUndefined();
      expect(d.explain).toBeNull();
      expect(JSON.stringify(d)).not.toContain(o.fee.total);
    }
    const customer = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(customer.fee.total).toBe(o.fee.total);
    expect(customer.cost).toBeUndefined();
    expect((await call('admin', 'GET', `/api/order/detail/${o.id}`)).body.obj.cost.total).toBe(adminRow.costTotal);
  });

  it('lets a supplier refuse but not cancel; the platform then cancels with the refund or releases', async () => {
    const before = await balance();
    const o = await place();
    const cancel = await call('supplier', 'POST', `/api/order/cancelOrder/${o.id}`, { reason: 'x' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.errorKey).toBe('ORDER_STATUS_FORBIDDEN');
    expect((await call('supplier', 'GET', `/api/order/detail/${o.id}`)).body.obj).toMatchObject({
      canCancel: false,
      canRefuse: true,
    });
    expect((await call('supplier', 'POST', `/api/order/refuseOrder/${o.id}`, {})).status).toBe(400);
    const byCustomer = await call('customer', 'POST', `/api/order/refuseOrder/${o.id}`, { reason: 'changed my mind' });
    expect([byCustomer.status, byCustomer.body.errorKey]).toEqual([403, 'FORBIDDEN']);
    const refused = await call('supplier', 'POST', `/api/order/refuseOrder/${o.id}`, { reason: 'lithium inside' });
    expect(refused.body.obj).toMatchObject({ status: 'EXCEPTION', holdReason: 'lithium inside' });
    // The refusal's answer shows the supplier its cost, as the detail does, never the customer's fee.
    const supplierDetail = (await call('supplier', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(refused.body.obj.fee.total).toBe(supplierDetail.fee.total);
    expect(refused.body.obj.fee.total).not.toBe(o.fee.total);
    expect(Number(before) - Number(await balance())).toBeCloseTo(Number(o.fee.total), 2); // nothing refunded
    const queue = (await call('admin', 'POST', '/api/order/list', { status: 'EXCEPTION' })).body.rows;
    expect(queue.find((r: { id: number }) => r.id === o.id)).toMatchObject({ holdReason: 'lithium inside' });
    const released = await call('admin', 'POST', `/api/order/intercept/release/${o.id}`, { reason: 'checked' });
    expect(released.body.obj).toMatchObject({ status: 'LABELED', holdReason: null });

    const again = await place();
    await call('supplier', 'POST', `/api/order/refuseOrder/${again.id}`, { reason: 'too big' });
    const canceled = await call('admin', 'POST', `/api/order/cancelOrder/${again.id}`, { reason: 'refused' });
    expect(canceled.body.obj).toMatchObject({ status: 'CANCELED', refunded: true, refundAmount: again.fee.total });
    expect(Number(before) - Number(await balance())).toBeCloseTo(Number(o.fee.total), 2);
  });

  it('re-weighs on the prices the order was placed under: a surcharge added since is not charged', async () => {
    const atThree = await place();
    const atThreeToo = await place();
    const atFive = await place({ boxes: [{ length: '40', width: '30', height: '20', weight: '5' }] });
    const [product] = await t.db.select({ costId: products.costId }).from(products).where(eq(products.id, usExp));
    await t.db.insert(surcharges).values({
      costId: product!.costId!,
      code: 'PEAK',
      name: '旺季附加费',
      enName: 'Peak surcharge',
      koName: '성수기 할증료',
      surchargeType: 'SURCHARGE',
      calSortNumber: 99,
      formula: '10',
      constants: [],
    });
    // Today's prices carry the new surcharge.
    const dearer = await place();
    expect(Number(dearer.fee.total)).toBeGreaterThan(Number(atThree.fee.total));

    const same = await weigh(atThree.id, '3');
    expect(same.body.obj).toMatchObject({ difference: '0.00', total: atThree.fee.total });
    const heavier = await weigh(atThreeToo.id, '5');
    expect(heavier.body.obj).toMatchObject({ total: atFive.fee.total });
    expect(Number(heavier.body.obj.difference)).toBeCloseTo(Number(atFive.fee.total) - Number(atThree.fee.total), 2);
  });
});
