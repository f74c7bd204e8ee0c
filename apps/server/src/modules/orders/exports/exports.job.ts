import type { Language, OrderExportKind, OrderFilter, OrderStatus } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../../platform/auth/scope';
import { writeSheet } from '../../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../../tasks';
import type { OrderListRecord, OrderQuery } from '../orders.repository';
import { orderQueryOf } from '../order-query';
import {
  abnormalParts,
  boxRows,
  columnsOf,
  EXPORT_PLANS,
  headersOf,
  orderCells,
  partTotal,
  type QueryPart,
} from './export-rows';
import { FILE_NAMES, TASK_NAMES } from './export-words';

export const ORDER_EXPORT_QUEUE = 'orders.export';
/** Orders read per keyset page: memory stays flat however many orders match. */
export const EXPORT_PAGE = 1000;

export interface OrderExportJobData {
  kind: OrderExportKind;
  scope: DataScope;
  /** The filters as sent (text): the job reads them again, so dates survive the queue's JSON. */
  filter: z.output<typeof OrderFilter>;
  lang: Language;
}

/** What the job reads: the order list's own queries. */
export interface OrderExportSource {
  listOrders(scope: DataScope, q: OrderQuery, after: number | null, limit: number): Promise<OrderListRecord[]>;
  countByStatus(scope: DataScope, q: OrderQuery): Promise<{ status: OrderStatus; n: number | string }[]>;
}

/** The export job: every matching order (or box) into one sheet, headers in the language of whoever asked. */
export async function runOrderExport(
  task: RunningTask<OrderExportJobData>,
  source: OrderExportSource,
  pageSize = EXPORT_PAGE,
): Promise<TaskOutcome> {
  const { kind, scope, lang } = task.data;
  const plan = EXPORT_PLANS[kind];
  const q = orderQueryOf(task.data.filter);
  const parts: QueryPart[] = plan.abnormal ? abnormalParts(q) : [{ query: q, keeps: () => true }];
  let total = 0;
  for (const part of parts) total += partTotal(part, await source.countByStatus(scope, part.query));
  await task.progress(0, total);
  const columns = columnsOf(kind);
  let done = 0;

  async function* rows() {
    for (const part of parts) {
      for (let after: number | null = null; ;) {
        const page = await source.listOrders(scope, part.query, after, pageSize);
        for (const o of page) {
          if (!part.keeps(o.status)) continue;
          if (plan.boxes) yield* boxRows(o);
          else yield orderCells(columns, o, lang);
          done++;
          await task.progress(done, Math.max(done, total));
        }
        if (page.length < pageSize) break;
        after = page[page.length - 1]!.id;
      }
    }
  }

  const out = task.files.writer('tasks');
  try {
    await writeSheet(out.stream, {
      sheetName: TASK_NAMES[kind][lang],
      columns: headersOf(columns, lang),
      rows: rows(),
    });
    await out.done();
  } catch (err) {
    // Cancelled (progress throws) or failed: the half-written file is nobody's; it goes.
    out.stream.destroy();
    await out.done().catch(() => undefined);
    await task.files.remove(out.key).catch(() => undefined);
    throw err;
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return {
    result: { name: `${FILE_NAMES[kind][lang]}-${stamp}.xlsx`, key: out.key },
    done,
    total: Math.max(done, total),
  };
}
