import { z } from 'zod';
import { PageQuery } from '../common/paging';

/**
 * Batch orders by spreadsheet (spec 001 §2 "Batch order with four steps", §5 "Batch order"): one row per box, rows
 * sharing a reference number form one order. The upload becomes a task of the task center; the batch keeps its
 * counts and its error report.
 */

/** Rows one file may hold below its header (10,000 orders of one box, or fewer of several). */
export const MAX_BATCH_ROWS = 20_000;

/** How a batch stands: its task still running, ended (each order placed or reported), or failed as a whole. */
export const ORDER_BATCH_STATUSES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;
export const OrderBatchStatus = z.enum(ORDER_BATCH_STATUSES);
export type OrderBatchStatus = z.infer<typeof OrderBatchStatus>;

/** `POST api/order/batch/list`: the caller's batches, newest first (the platform sees all). */
export const OrderBatchListQuery = PageQuery;
export type OrderBatchListQuery = z.input<typeof OrderBatchListQuery>;

/** One batch of the history list. */
export const OrderBatchRow = z.object({
  id: z.number(),
  taskId: z.number().nullable(),
  fileName: z.string(),
  status: OrderBatchStatus,
  /** Orders looked at so far, of all the file holds (the task's progress). */
  progress: z.object({ done: z.number(), total: z.number() }),
  totalOrders: z.number(),
  successCount: z.number(),
  failureCount: z.number(),
  /** What the placed orders were charged, in `currency` (null while none was placed). */
  feeTotal: z.string(),
  currency: z.string().nullable(),
  /** Why the whole batch failed (wrong template, no rows…), in the caller's language. */
  error: z.string().nullable(),
  /** A failed-records file is there to download (`GET api/order/batch/report/:id`). */
  hasReport: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderBatchRow = z.infer<typeof OrderBatchRow>;

/** What an upload answers: the batch, and its task to follow in the task center. */
export const OrderBatchSubmitted = z.object({ batchId: z.number(), taskId: z.number() });
export type OrderBatchSubmitted = z.infer<typeof OrderBatchSubmitted>;
