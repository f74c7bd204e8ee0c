import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { leftByACrash, placeOrders } from '../../../test/factories/orders';
import { dataAccessOf } from '../../platform/db/data-access';
import { localFileStorage } from '../../platform/files/storage';
import { createDueWork } from '../../platform/jobs/due-work';
import { orders } from './orders.tables';
import { createLabelWorker, MAX_LABEL_HOLD_MS, type LabelWorker } from './labels';
import { createTransitions } from './use-cases/transition';

let t: TestApp;
let usExp: number;
let labels: LabelWorker;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['customer'], tokens));
  // A worker of the test's own, on a due work runner no timer runs: the server's label kind is stopped (paused).
  await t.app.services.orders.labels.stop();
  const { carriers, pricing } = t.app.services;
  const files = localFileStorage(path.join(t.config.DATA_DIR, 'files'));
  const data = dataAccessOf(t.database);
  labels = createLabelWorker({
    data,
    labelsIssued: createTransitions(data).labelsIssued,
    carriers: { ...carriers, supportsOnlineCancel: () => false }, // labels never cancel
    pricing,
    files,
    log: t.app.log,
    dueWork: createDueWork(t.database, {}),
  });
}, 60_000);
afterAll(async () => {
  await labels?.stop();
  await t?.close();
});

const pendingOf = async (ids: number[]) =>
  (
    await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.labelStatus, 'PENDING')))
  ).length;

describe('label sweeps held while a batch imports', () => {
  it('claim nothing while held, and label what is due once the hold ends', async () => {
    const ids = await placeOrders(t, tokens.customer!, usExp, 'HELD', 5);
    let release!: () => void;
    const importing = labels.heldWhile(() => new Promise<string>((resolve) => (release = () => resolve('done'))));
    // Due again, as a crash between the charge and the label leaves them .
    await leftByACrash(t.db, ids);
    // A second hold (another batch) ending first does not release the first one's.
    await labels.heldWhile(async () => undefined);
    expect(await labels.sweep()).toBe(0);
    expect(await pendingOf(ids)).toBe(5);

    release();
    expect(await importing).toBe('done');
    await vi.waitFor(async () => expect(await pendingOf(ids)).toBe(0), { timeout: 10_000, interval: 50 });
  });

  it('ends its hold when the work fails, and the failure reaches the caller', async () => {
    await expect(labels.heldWhile(() => Promise.reject(new Error('the file was unreadable')))).rejects.toThrow(
      'the file was unreadable',
    );
    const id = (await placeOrders(t, tokens.customer!, usExp, 'HELD-AFTER', 1))[0]!;
    await leftByACrash(t.db, [id]);
    await labels.sweep();
    expect(await pendingOf([id])).toBe(0);
  });

  it('lapses after MAX_LABEL_HOLD_MS: a batch that hangs holds no label back', async () => {
    let release!: () => void;
    const hanging = labels.heldWhile(() => new Promise<void>((resolve) => (release = resolve)));
    const id = (await placeOrders(t, tokens.customer!, usExp, 'HELD-HUNG', 1))[0]!;
    await leftByACrash(t.db, [id]);
    expect(await labels.sweep()).toBe(0);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + MAX_LABEL_HOLD_MS + 1_000);
    try {
      await labels.sweep();
    } finally {
      clock.mockRestore();
    }
    expect(await pendingOf([id])).toBe(0);
    release();
    await hanging;
  });
});
