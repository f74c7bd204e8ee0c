import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@parcelhub/contracts';
import type { FileStorage } from '../../../platform/files/storage';
import type { RunningTask } from '../../tasks';
import type { OrderListRecord, OrderQuery } from '../orders.repository';
import { abnormalParts, columnsOf, partTotal } from './export-rows';
import { runOrderExport, type OrderExportJobData } from './exports.job';

describe('export columns', () => {
  it('shows the customer to all but customers; the fee to the customer, the cost to the supplier, both to the platform', () => {
    expect(columnsOf('customerOrders')).not.toContain('customer');
    expect(columnsOf('customerOrders')).toContain('feeTotal');
    expect(columnsOf('customerOrders')).not.toContain('costTotal');
    expect(columnsOf('supplierOrders')).toContain('customer');
    expect(columnsOf('supplierOrders')).toContain('costTotal');
    expect(columnsOf('supplierOrders')).not.toContain('feeTotal');
    expect(columnsOf('platformOrders')).toEqual(expect.arrayContaining(['customer', 'feeTotal', 'costTotal']));
    expect(columnsOf('abnormalOrders')).toEqual(expect.arrayContaining(['feeTotal', 'costTotal']));
    expect(columnsOf('abnormalOrders')).toContain('labelError');
    expect(columnsOf('customerBoxes')).toEqual([
      'orderNo',
      'referenceNo',
      'boxNo',
      'length',
      'width',
      'height',
      'boxWeight',
    ]);
  });
});

describe('abnormal orders as list queries', () => {
  const statuses = (q: OrderQuery) => abnormalParts(q).map((p) => [p.query.status, p.query.labelStatus]);

  it('asks for each abnormal status, then the failed labels of the other states', () => {
    expect(statuses({})).toEqual([
      ['EXCEPTION', undefined],
      ['INTERCEPTED', undefined],
      [undefined, 'FAILED'],
    ]);
    const failed = abnormalParts({})[2]!;
    expect(failed.keeps('EXCEPTION')).toBe(false);
    expect(failed.keeps('CREATED')).toBe(true);
  });

  it('narrows with the caller’s status and label filters', () => {
    expect(statuses({ status: 'EXCEPTION' })).toEqual([['EXCEPTION', undefined]]);
    expect(statuses({ status: 'CREATED' })).toEqual([['CREATED', 'FAILED']]);
    expect(statuses({ labelStatus: 'SUCCESS' })).toEqual([
      ['EXCEPTION', 'SUCCESS'],
      ['INTERCEPTED', 'SUCCESS'],
    ]);
    expect(statuses({ status: 'CANCELED', labelStatus: 'SUCCESS' })).toEqual([]);
  });

  it('counts each part from the counts per status, no order twice', () => {
    const counts = [
      { status: 'EXCEPTION' as const, n: '2' },
      { status: 'CREATED' as const, n: 3 },
    ];
    const [exception, intercepted, failed] = abnormalParts({});
    expect(partTotal(exception!, counts)).toBe(2);
    expect(partTotal(intercepted!, counts)).toBe(0);
    expect(partTotal(failed!, counts)).toBe(3);
  });
});

describe('the export job', () => {
  const order = (id: number, status: OrderStatus = 'LABELED') =>
    ({
      id,
      orderNo: `ON${id}`,
      referenceNo: `R${id}`,
      insideNumber: `IN${id}`,
      trackingNo: null,
      status,
      labelStatus: 'SUCCESS',
      labelError: null,
      productCode: 'P',
      productName: '产品',
      productNameEn: 'Product',
      customerName: 'c',
      countryCode: 'US',
      receiverName: 'r',
      pieces: 1,
      weight: '1.000',
      currency: 'CNY',
      feeTotal: '1.00',
      costTotal: '0.50',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      boxes: [{ no: 1, length: '1', width: '1', height: '1', weight: '1' }],
    }) as unknown as OrderListRecord;

  it('reads keyset pages until a short one, with progress, into one sheet', async () => {
    const all = [9, 8, 7, 6, 5].map((id) => order(id));
    const asked: (number | null)[] = [];
    const progress: [number, number][] = [];
    let bytes = Buffer.alloc(0);
    const files = {
      writer: () => {
        const stream = new PassThrough();
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        const ended = new Promise<void>((r) => stream.on('end', () => r()));
        return {
          key: 'k',
          stream,
          done: async () => {
            await ended;
            bytes = Buffer.concat(chunks);
          },
        };
      },
      remove: async () => undefined,
    } as unknown as FileStorage;
    const task: RunningTask<OrderExportJobData> = {
      taskId: 1,
      commit: (_outcome, write) => write(),
      accountId: 1,
      userId: 1,
      files,
      data: { kind: 'platformOrders', scope: { kind: 'all' }, filter: {}, lang: 'en' },
      progress: async (done, total) => void progress.push([done, total]),
    };
    const outcome = await runOrderExport(
      task,
      {
        countByStatus: async () => [{ status: 'LABELED', n: 5 }],
        listOrders: async (_scope, _q, after, limit) => {
          asked.push(after);
          return all.filter((o) => after === null || o.id < after).slice(0, limit);
        },
      },
      2,
    );
    expect(asked).toEqual([null, 8, 6]);
    expect(outcome).toMatchObject({ done: 5, total: 5 });
    expect(progress.at(-1)).toEqual([5, 5]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const refs: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => refs.push(row.getCell(2).value));
    expect(refs).toEqual(['Reference number', 'R9', 'R8', 'R7', 'R6', 'R5']);
  });
});
