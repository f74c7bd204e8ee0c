import type { OrderStatus } from '@parcelhub/contracts';
import type { TestApp } from './test-app';

/** The warehouse's steps of the main line, up to dispatch. */
export const TO_DISPATCHED: readonly OrderStatus[] = ['RECEIVED', 'SORTED', 'BAGGED', 'DISPATCHED'];

/**
 * Moves an order along `path` as the warehouse would (there is no warehouse module yet), through the orders' one
 * transition, so tracking may move it on from there.
 */
export async function moveAsWarehouse(
  t: TestApp,
  order: { id: number; orderNo: string; status: OrderStatus },
  path: readonly OrderStatus[] = TO_DISPATCHED,
): Promise<void> {
  let status = order.status;
  for (const to of path) {
    await t.app.services.orders.transition({
      order: { id: order.id, orderNo: order.orderNo, status },
      to,
      by: 'PLATFORM',
      operator: { id: null, name: 'test' },
      action: 'WAREHOUSE',
      messageKey: 'released',
      params: { reason: '' },
      lang: 'en',
    });
    status = to;
  }
}
