import type { Language, OrderExportKind, OrderFilter, OrderStatus } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../../platform/auth/scope';
import { runSheetExport } from '../../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../../tasks';
import type { OrderListRecord, OrderQuery } from '../orders.repository';
import { orderQueryOf } from '../order-query';
import { abnormalParts, EXPORT_PLANS, EXPORT_SHEETS, exportRows, partTotal, type QueryPart } from './export-rows';
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

  async function* orders() {
    for (const part of parts) {
      for (let after: number | null = null; ;) {
        const page = await source.listOrders(scope, part.query, after, pageSize);
        for (const o of page) if (part.keeps(o.status)) yield o;
        if (page.length < pageSize) break;
        after = page[page.length - 1]!.id;
      }
    }
  }

  return runSheetExport(task, {
    sheetName: TASK_NAMES[kind][lang],
    columns: EXPORT_SHEETS[kind].writerColumns(lang),
    fileName: FILE_NAMES[kind][lang],
    count: async () => {
      let total = 0;
      for (const part of parts) total += partTotal(part, await source.countByStatus(scope, part.query));
      return total;
    },
    records: orders,
    rows: (o) => exportRows(kind, o, lang),
  });
}
