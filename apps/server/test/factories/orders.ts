import { inArray, sql } from 'drizzle-orm';
import { PlacedOrder } from '@parcelhub/contracts';
import type { Db } from '../../src/platform/db/client';
import { scheduleDueIn } from '../../src/platform/jobs/due-work';
import type { TestApp } from '../helpers/test-app';
import { orders } from '../../src/modules/orders';
import { rulesApi } from '../../src/modules/order-rules/test-support';

/** A placement body for US Express (US-EXP): one box 40 x 30 x 20 cm, 3 kg, to ZIP 10001 (customer pays 166.15). */
export function orderInput(productId: number, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    referenceNo: `REF-${Math.random().toString(36).slice(2, 12)}`,
    boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
    declarations: [
      { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
    ],
    sender: {
      name: 'Li Lei',
      countryCode: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      zipCode: '518000',
      address1: '1 Keji Road',
      phone: '13800138000',
    },
    receiver: {
      name: 'John Smith',
      countryCode: 'US',
      province: 'NY',
      city: 'New York',
      zipCode: '10001',
      address1: '350 5th Ave',
      phone: '+1 212 555 0100',
      email: 'john@example.com',
    },
    ...overrides,
  };
}

/** The state a crash leaves these orders in: committed and charged, the label still pending, its lease run out. */
export async function leftByACrash(db: Db, ids: number[]) {
  await db
    .update(orders)
    .set({ labelStatus: 'PENDING', trackingNo: null, status: 'CREATED', labelNextAt: sql`now() - interval '1 second'` })
    .where(inArray(orders.id, ids));
  // Their labels' due work ('orders.label', keyed by the order's id) as the placement left it, past its lease.
  await scheduleDueIn(db, 'orders.label', ids.map(String), new Date(Date.now() - 1000));
}

/** Places `count` orders one after another through the API (references `<prefix>-0`, `<prefix>-1`…); their ids. */
export async function placeOrders(t: TestApp, token: string, productId: number, prefix: string, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.call('POST', '/api/order/place', {
      token,
      body: orderInput(productId, { referenceNo: `${prefix}-${i}` }),
    });
    ids.push(PlacedOrder.parse(res.body.obj).id);
  }
  return ids;
}

/** A declaration that `interceptBatteries` holds for the platform's review. */
export const BATTERY_DECLARATIONS = [
  { nameEn: 'Lithium battery pack', nameZh: '锂电池', hsCode: '850760', quantity: 1, unitValue: '20', unitWeight: '1' },
];

/** An INTERCEPT rule on "lithium" in item names: orders declaring BATTERY_DECLARATIONS wait in the intercept queue. */
export async function interceptBatteries(t: TestApp, adminToken: string) {
  const rules = rulesApi(t, adminToken);
  await rules.rule(await rules.group('Dangerous goods'), { name: 'Batteries', conditions: { keywords: ['lithium'] } });
}
