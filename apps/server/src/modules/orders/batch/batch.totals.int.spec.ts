import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { dataAccessOf } from '../../../platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { downloadTasks } from '../../tasks';
import { orders } from '../orders.tables';
import { orderBatches } from './batch.tables';
import { batchSheet, usRow } from './test-support';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(dataAccessOf(t.database));
  token = await t.login('customer', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

describe('the totals of a batch that did not run to its end', () => {
  it('a batch whose task was cancelled while no process ran it (a crash) counts the orders it placed and charged', async () => {
    const res = await t.upload('/api/order/batch/import', await batchSheet([usRow('TOT-1'), usRow('TOT-2')]), {
      token,
      name: 'totals.xlsx',
      lang: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { batchId, taskId } = res.body.obj as { batchId: number; taskId: number };
    await t.taskEnded(token, taskId);
    // As a run a crash cut off after placing both orders, whose task was then cancelled: nothing finished the batch.
    await t.db
      .update(orderBatches)
      .set({ completedAt: null, totalOrders: 0, successCount: 0, failureCount: 0, feeTotal: '0', currency: null })
      .where(eq(orderBatches.id, batchId));
    await t.db
      .update(downloadTasks)
      .set({ taskStatus: 'PROCESSDFAIL', errorKey: 'TASK_CANCELLED' })
      .where(eq(downloadTasks.id, taskId));
    const [charged] = await t.db
      .select({ n: sql<number>`count(*)::int`, fee: sql<string>`sum(${orders.feeTotal})::numeric(16,2)::text` })
      .from(orders)
      .where(eq(orders.batchId, batchId));
    expect(charged!.n).toBe(2);

    const detail = (await t.call('GET', `/api/order/batch/detail/${batchId}`, { token, lang: 'en' })).body.obj;
    expect(detail).toMatchObject({ status: 'FAILED', successCount: 2, totalOrders: 2, feeTotal: charged!.fee });
    expect(detail.completedAt).not.toBeNull();
    const list = await t.call('POST', '/api/order/batch/list', { token, body: { pageNo: 0, pageSize: 5 } });
    expect(list.body.rows[0]).toMatchObject({ id: batchId, successCount: 2, feeTotal: charged!.fee });
  });
});
