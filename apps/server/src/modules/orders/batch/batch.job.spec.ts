import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder, PlaceOrderData } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { registerErrors } from '../../../platform/http/errors';
import { PLATFORM_ERRORS } from '../../../platform/http/platform.errors';
import { FILE_ERRORS } from '../../../platform/files/files.errors';
import { localFileStorage, type FileStorage } from '../../../platform/files/storage';
import { ORDER_ERRORS } from '../orders.errors';
import { walletModule } from '../../wallet';
import { authModule } from '../../auth';
import { requestHash } from '../placement-values';
import type { RunningTask } from '../../tasks';
import { runBatchImport, type BatchJobData, type BatchJobDeps, type BatchOutcome, type PlaceManyFn } from './batch.job';
import { batchSheet, boxRow, usRow, type RowSpec } from './test-support';

type PlaceManyOptions = Parameters<PlaceManyFn>[2];

registerErrors('platform', PLATFORM_ERRORS);
registerErrors('files', FILE_ERRORS);
registerErrors('orders', ORDER_ERRORS);
registerErrors('wallet', walletModule.errors ?? {});
registerErrors('auth', authModule.errors ?? {});

let dir: string;
let files: FileStorage;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-batch-job-'));
  files = localFileStorage(dir);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const customer: Actor = {
  userId: 5,
  accountId: 5,
  username: 'customer2',
  privilegeType: 'USER',
  roles: [],
  permissions: new Set(),
  isSubAccount: false,
  grantedMenuIds: null,
  language: null,
  sessionId: 0,
};

/**
 * A stand-in for the lead's placement with the properties the batch relies on: each order charged whole or refused
 * (170.28 a parcel, as customer2 pays for US-EXP), and the same reference number and body answering the first order.
 */
function fakePlacement(balance: string) {
  let wallet = new Decimal(balance);
  const byRef = new Map<string, { hash: string; order: PlacedOrder; batchId: number }>();
  let next = 1;
  const place = vi.fn(async (_actor: Actor, input: PlaceOrderData, options: { batchId: number }) => {
    const hash = requestHash(input);
    const earlier = byRef.get(input.referenceNo);
    if (earlier) {
      if (earlier.hash !== hash)
        throw new AppError('ORDER_REFERENCE_USED', { referenceNo: input.referenceNo, orderNo: earlier.order.orderNo });
      return earlier.order;
    }
    const fee = new Decimal('170.28').times(input.boxes.length);
    if (wallet.lt(fee)) throw new AppError('WALLET_NOT_ENOUGH_BALANCE');
    wallet = wallet.minus(fee);
    const id = next++;
    const order: PlacedOrder = {
      id,
      orderNo: `PH${String(id).padStart(8, '0')}`,
      insideNumber: `N${id}`,
      referenceNo: input.referenceNo,
      status: 'CREATED',
      trackingNo: null,
      labelStatus: 'PENDING',
      fee: { currency: 'CNY', total: fee.toFixed(2), lines: [] },
      holdReason: null,
    };
    byRef.set(input.referenceNo, { hash, order, batchId: options.batchId });
    return order;
  });
  /**
   * The batch's call: nothing written before its turn (nothing at all when the turn says no), then `place` for each
   * order in turn, and after a balance refusal none tried (as the lead does).
   */
  const placeMany = vi.fn(async (actor: Actor, inputs: PlaceOrderData[], options: PlaceManyOptions) => {
    const out: ({ order: PlacedOrder } | { error: unknown })[] = [];
    let broke = !(await options.turn);
    for (const input of inputs) {
      if (broke) out.push({ error: new AppError('WALLET_NOT_ENOUGH_BALANCE') });
      else
        out.push(
          await place(actor, input, options).then(
            (order) => ({ order }),
            (error: unknown) => {
              broke = error instanceof AppError && error.errorKey === 'WALLET_NOT_ENOUGH_BALANCE';
              return { error };
            },
          ),
        );
    }
    return out;
  });
  return {
    place,
    placeMany,
    balance: () => wallet.toFixed(2),
    batchesOfOrders: async (ids: number[]) =>
      [...byRef.values()].filter((o) => ids.includes(o.order.id)).map((o) => ({ id: o.order.id, batchId: o.batchId })),
  };
}

async function run(
  sheet: Buffer,
  placement: ReturnType<typeof fakePlacement>,
  batchId = 1,
  patch: Partial<BatchJobDeps> = {},
) {
  const fileKey = await files.put('uploads', sheet);
  const finished: BatchOutcome[] = [];
  const progress: [number, number][] = [];
  const task: RunningTask<BatchJobData> = {
    taskId: batchId,
    commit: (_outcome, write) => write(),
    accountId: customer.accountId,
    userId: customer.userId,
    data: { batchId, fileKey, lang: 'en' },
    files,
    progress: async (done, total) => void progress.push([done, total]),
  };
  const deps: BatchJobDeps = {
    actorOf: async () => customer,
    productsOf: async () => [{ id: 7, code: 'US-EXP' }],
    defaultSenderOf: async () => null,
    placeMany: placement.placeMany,
    batchesOfOrders: placement.batchesOfOrders,
    finish: async (_id, outcome) => void finished.push(outcome),
    ...patch,
  };
  const settled = await runBatchImport(task, deps).then(
    (outcome) => ({ outcome, error: null }),
    (error: unknown) => ({ outcome: null, error }),
  );
  return { ...settled, finished: finished.at(-1)!, progress };
}

async function reportRows(key: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(files.read(key));
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1, 4)));
  return rows;
}

/** 50 orders, ten of two boxes (1, 6, 11…), three (10, 20, 30) with a bad row. */
function fiftyOrders(): RowSpec[] {
  const rows: RowSpec[] = [];
  for (let i = 1; i <= 50; i++) {
    const ref = `B-${i}`;
    let first = usRow(ref);
    if (i === 10) first = usRow(ref, { productCode: 'NOPE' });
    if (i === 20) first = usRow(ref, { receiverZipCode: '1001' });
    if (i === 30)
      first = usRow(ref, { receiverCountry: 'DE', receiverZipCode: '10115', receiverAddress1: 'Unter den Linden' });
    rows.push(first);
    if (i % 5 === 1) rows.push(boxRow(ref));
  }
  return rows;
}

describe('the batch job', () => {
  it('50 orders with 3 bad rows: 47 placed and charged, the error file names those rows', async () => {
    const placement = fakePlacement('100000');
    const rows = fiftyOrders();
    const { outcome, finished, progress } = await run(await batchSheet(rows), placement);
    expect(placement.place).toHaveBeenCalledTimes(47);
    expect(finished).toMatchObject({ totalOrders: 50, successCount: 47, failureCount: 3, currency: 'CNY' });
    // 47 orders, 10 of them of two boxes: 57 parcels at 170.28.
    expect(finished.feeTotal).toBe('9705.96');
    expect(outcome).toMatchObject({ done: 47, total: 50, report: { name: 'batch-order-failures.xlsx' } });
    expect(progress.at(-1)).toEqual([50, 50]);
    const sheetRowOf = (ref: string) => rows.findIndex((r) => r.referenceNo === ref) + 2;
    const report = await reportRows(outcome!.report!.key);
    expect(report[0]).toEqual(['Row', 'Reference number', 'Why it was not placed']);
    expect(report.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [sheetRowOf('B-10'), 'B-10'],
      [sheetRowOf('B-20'), 'B-20'],
      [sheetRowOf('B-30'), 'B-30'],
    ]);
    expect(report[1]![2]).toBe('Product code: Unknown product code, or not one you may use: NOPE');
    expect(report[2]![2]).toMatch(/^Receiver postcode: /);
    expect(report[3]![2]).toMatch(/^Receiver house number: /);
  });

  it('every row of an order with a bad row is reported: the bad one with its reason, the others pointing to it', async () => {
    const placement = fakePlacement('100000');
    const { outcome } = await run(await batchSheet([usRow('A'), boxRow('A', { weight: -1 }), usRow('B')]), placement);
    expect(placement.place).toHaveBeenCalledTimes(1);
    const report = await reportRows(outcome!.report!.key);
    expect(report.slice(1)).toEqual([
      [2, 'A', 'Not placed: another row of this order has errors (row 3)'],
      [3, 'A', expect.stringMatching(/^Weight \(kg\): /)],
    ]);
  });

  it('when the balance runs out, the rest is reported as not enough balance and never tried', async () => {
    const placement = fakePlacement('2000.00');
    const rows = Array.from({ length: 20 }, (_, i) => usRow(`M-${i}`));
    const { finished, outcome } = await run(await batchSheet(rows), placement);
    // 2,000.00 pays for 11 parcels at 170.28 (1,873.08); the 12th is refused, 13-20 are not tried.
    expect(placement.place).toHaveBeenCalledTimes(12);
    expect(placement.balance()).toBe('126.92');
    expect(finished).toMatchObject({ totalOrders: 20, successCount: 11, failureCount: 9, feeTotal: '1873.08' });
    const report = await reportRows(outcome!.report!.key);
    expect(report.slice(1).map((r) => r[2])).toEqual(Array(9).fill('Sorry, not enough balance'));
  });

  it('the same file again charges nothing twice: its orders are reported as already placed', async () => {
    const placement = fakePlacement('100000');
    const sheet = await batchSheet([usRow('R-1'), boxRow('R-1'), usRow('R-2')]);
    const first = await run(sheet, placement, 1);
    expect(first.finished).toMatchObject({ successCount: 2, failureCount: 0, reportFileKey: null });
    const balance = placement.balance();
    const again = await run(sheet, placement, 2);
    expect(placement.balance()).toBe(balance);
    expect(again.finished).toMatchObject({ totalOrders: 2, successCount: 0, failureCount: 2, feeTotal: '0.00' });
    const report = await reportRows(again.outcome!.report!.key);
    expect(report.slice(1)).toEqual([
      [2, 'R-1', 'Already placed: PH00000001'],
      [3, 'R-1', 'Already placed: PH00000001'],
      [4, 'R-2', 'Already placed: PH00000002'],
    ]);
    // The same batch run again (its job retried after a crash) counts its own orders as its own.
    const retried = await run(sheet, placement, 1);
    expect(retried.finished).toMatchObject({ successCount: 2, failureCount: 0 });
  });

  it('a reference number placed with another body is reported with the placement’s words', async () => {
    const placement = fakePlacement('100000');
    await run(await batchSheet([usRow('X-1')]), placement, 1);
    const { outcome } = await run(await batchSheet([usRow('X-1', { remark: 'changed' })]), placement, 2);
    const report = await reportRows(outcome!.report!.key);
    expect(report[1]![2]).toBe('Reference number X-1 is already used by order PH00000001');
  });

  it('a defect placing one order reports it and goes on with the others', async () => {
    const placement = fakePlacement('100000');
    const real = placement.place.getMockImplementation()!;
    placement.place.mockImplementation(async (a, input, o) => {
      if (input.referenceNo === 'D-1') throw new Error('boom');
      return real(a, input, o);
    });
    const onDefect = vi.fn();
    const { finished, outcome } = await run(await batchSheet([usRow('D-1'), usRow('D-2')]), placement, 1, { onDefect });
    expect(onDefect).toHaveBeenCalledWith(expect.any(Error), 'D-1');
    expect(finished).toMatchObject({ successCount: 1, failureCount: 1 });
    expect((await reportRows(outcome!.report!.key))[1]![2]).toBe(
      'A system error stopped this order; try it again later',
    );
  });

  it('hostile files end the task with a reason (no header, not a workbook, a disabled user); a bare header, with no orders', async () => {
    const placement = fakePlacement('100000');
    const wrong = await run(await batchSheet([usRow('A')], 'en', ['Type', 'Name']), placement);
    expect(wrong.error).toMatchObject({ errorKey: 'SHEET_WRONG_TEMPLATE' });
    expect(wrong.finished).toMatchObject({ totalOrders: 0, successCount: 0, failureCount: 0 });
    const empty = await run(await batchSheet([]), placement);
    expect(empty.outcome).toEqual({ done: 0, total: 0 });
    expect(empty.finished).toMatchObject({ totalOrders: 0, reportFileKey: null });
    const junk = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    expect((await run(junk, placement)).error).toMatchObject({ errorKey: 'SHEET_UNREADABLE' });
    const gone = await run(await batchSheet([usRow('A')]), placement, 1, { actorOf: async () => null });
    expect(gone.error).toMatchObject({ errorKey: 'ACCOUNT_DISABLED' });
    expect(placement.place).not.toHaveBeenCalled();
  });

  it('a cancelled task stops at its next report; the batch keeps what was placed', async () => {
    const placement = fakePlacement('100000');
    const fileKey = await files.put('uploads', await batchSheet([usRow('C-1'), usRow('C-2'), usRow('C-3')]));
    let calls = 0;
    const finished: BatchOutcome[] = [];
    const task: RunningTask<BatchJobData> = {
      taskId: 9,
      commit: (_outcome, write) => write(),
      accountId: 5,
      userId: 5,
      data: { batchId: 9, fileKey, lang: 'en' },
      files,
      progress: async () => {
        if (++calls === 3) throw new AppError('TASK_CANCELLED' as never);
      },
    };
    await expect(
      runBatchImport(task, {
        actorOf: async () => customer,
        productsOf: async () => [{ id: 7, code: 'US-EXP' }],
        defaultSenderOf: async () => null,
        placeMany: placement.placeMany,
        chunkSize: 1,
        batchesOfOrders: placement.batchesOfOrders,
        finish: async (_id, o) => void finished.push(o),
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(finished[0]).toMatchObject({ totalOrders: 3, successCount: 2, failureCount: 0 });
    // C-3 was worked out while C-2 wrote, and told not to write.
    expect(placement.placeMany).toHaveBeenCalledTimes(3);
    expect(placement.place).toHaveBeenCalledTimes(2);
  });

  it('works out the next chunk while the one before writes, and writes it after, in sheet order', async () => {
    const events: string[] = [];
    const inner = fakePlacement('100000');
    const placeMany: PlaceManyFn = async (actor, inputs, options) => {
      const first = inputs[0]!.referenceNo;
      events.push(`priced ${first}`);
      const go = await options.turn;
      events.push(`writes ${first}`);
      await new Promise((r) => setTimeout(r, 5));
      const out = await inner.placeMany(actor, inputs, { ...options, turn: Promise.resolve(go) });
      events.push(`wrote ${first}`);
      return out;
    };
    const rows = Array.from({ length: 6 }, (_, i) => usRow(`P-${i}`));
    const { finished } = await run(await batchSheet(rows), inner, 1, { chunkSize: 2, placeMany });
    expect(finished).toMatchObject({ totalOrders: 6, successCount: 6 });
    expect(events.indexOf('priced P-2')).toBeLessThan(events.indexOf('wrote P-0'));
    expect(events.indexOf('writes P-2')).toBeGreaterThan(events.indexOf('wrote P-0'));
    expect(events.indexOf('writes P-4')).toBeGreaterThan(events.indexOf('wrote P-2'));
    expect(inner.place.mock.calls.map((c) => (c[1] as PlaceOrderData).referenceNo)).toEqual(
      rows.map((_, i) => `P-${i}`),
    );
  });

  it('once the balance runs out, a chunk already worked out writes nothing', async () => {
    const placement = fakePlacement('400.00');
    const rows = Array.from({ length: 6 }, (_, i) => usRow(`Q-${i}`));
    const { finished } = await run(await batchSheet(rows), placement, 1, { chunkSize: 2 });
    // 400.00 pays for two parcels (340.56); Q-2 is refused, Q-3 not tried, and the chunk writes nothing.
    expect(placement.place).toHaveBeenCalledTimes(3);
    expect(placement.balance()).toBe('59.44');
    expect(finished).toMatchObject({ totalOrders: 6, successCount: 2, failureCount: 4 });
  });
});
