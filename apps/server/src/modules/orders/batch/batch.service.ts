import type { Readable } from 'node:stream';
import type { Language, OrderBatchRow, OrderBatchStatus } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../../platform/db/data-access';
import { pageWindow } from '../../../platform/db/paging';
import type { FileStorage } from '../../../platform/files/storage';
import { AppError } from '../../../platform/http/app-error';
import { errorDef, type ErrorKey } from '../../../platform/http/errors';
import { interpolate } from '../../../platform/i18n/language';
import type { AddressesService } from '../../addresses';
import type { ProductsService } from '../../products';
import type { TasksService } from '../../tasks';
import { WORDS } from './batch.columns';
import { ORDER_BATCH_QUEUE, runBatchImport, type BatchJobData, type BatchOutcome, type PlaceManyFn } from './batch.job';
import * as queries from './batch.repository';
import type { BatchListRecord } from './batch.repository';
import { checkHeader } from './batch.sheet';
import { batchTemplate } from './batch.template';

export interface BatchImportDeps {
  data: DataAccess;
  tasks: TasksService;
  files: FileStorage;
  products: Pick<ProductsService, 'usableProducts'>;
  addresses: Pick<AddressesService, 'ofMyAccount'>;
  /** `OrdersService.placeMany`. */
  placeMany: PlaceManyFn;
  /** Runs a batch's job (the labels' sweeps wait for it: `LabelWorker.heldWhile`). */
  whileImporting: <T>(work: () => Promise<T>) => Promise<T>;
  /** The uploader as an actor when its job runs (see `jobActors`). */
  actorOf: (userId: number | null) => Promise<Actor | null>;
  /** Where a defect met while placing one order is told (the order is reported and the batch goes on). */
  onDefect?: (err: unknown, referenceNo: string) => void;
}

/** An uploaded, checked xlsx in the file store, and the name its uploader gave it. */
export interface BatchUpload {
  fileKey: string;
  fileName: string;
}

const TASK_STATUS: Record<string, OrderBatchStatus> = {
  BEINGPROCESSD: 'RUNNING',
  PROCESSDINGCOMPLETED: 'COMPLETED',
  PROCESSDFAIL: 'FAILED',
};

function errorWords(key: string, params: Record<string, unknown>, lang: Language): string {
  try {
    return interpolate(errorDef(key as ErrorKey).message[lang], params);
  } catch {
    return errorDef('TASK_FAILED').message[lang];
  }
}

export function rowOf(r: BatchListRecord, lang: Language): OrderBatchRow {
  const b = r.batch;
  const status: OrderBatchStatus = r.task?.status ? TASK_STATUS[r.task.status]! : b.completedAt ? 'FAILED' : 'RUNNING';
  const completedAt = b.completedAt ?? (status === 'FAILED' ? (r.task?.updatedAt ?? null) : null);
  return {
    id: b.id,
    taskId: b.taskId,
    fileName: b.fileName,
    status,
    progress: { done: r.task?.done ?? 0, total: r.task?.total ?? 0 },
    totalOrders: b.totalOrders,
    successCount: b.successCount,
    failureCount: b.failureCount,
    feeTotal: b.feeTotal,
    currency: b.currency,
    error: status === 'FAILED' && r.task?.errorKey ? errorWords(r.task.errorKey, r.task.errorParams ?? {}, lang) : null,
    hasReport: b.reportFileKey !== null,
    createdBy: r.createdBy,
    createdAt: b.createdAt.toISOString(),
    completedAt: completedAt ? completedAt.toISOString() : null,
  };
}

/** The name as the uploader gave it, for display only: its last path part, one line, at most 200 characters. */
export function displayName(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(0, 200) || 'batch.xlsx';
}

/**
 * Batch orders by spreadsheet: the template, the upload (a task of the task center that places each order through
 * `placeMany`, a chunk at a time), the batch history and its failed-records file.
 */
export function createBatchImport(deps: BatchImportDeps) {
  const { data, tasks, files, products, addresses, placeMany, whileImporting, actorOf } = deps;
  const repo = bindRepository(data, queries);

  async function productsOf(accountId: number) {
    return repo.productCodes(await products.usableProducts(accountId));
  }

  /**
   * A batch's end with the placed orders and their fees counted from the orders table: a run cut off by a crash or
   * a cancel knows only the orders it reached, not those an earlier, interrupted run of the same batch placed.
   */
  async function finish(batchId: number, outcome: BatchOutcome) {
    const placed = await repo.placedTotals(batchId);
    const total = Math.max(outcome.totalOrders, placed.count);
    await repo.finishBatch(batchId, {
      ...outcome,
      totalOrders: total,
      successCount: placed.count,
      failureCount: Math.max(0, Math.min(outcome.failureCount, total - placed.count)),
      feeTotal: placed.fee,
      currency: placed.currency ?? outcome.currency,
    });
  }

  /**
   * A batch whose task ended without its job finishing it (cancelled or settled while no process ran it): ended now
   * with what its orders say it placed and charged, so its totals are never the zeros it started with.
   */
  async function settled(row: BatchListRecord): Promise<BatchListRecord> {
    if (row.batch.completedAt || row.task?.status !== 'PROCESSDFAIL') return row;
    const placed = await repo.placedTotals(row.batch.id);
    const outcome = {
      totalOrders: placed.count,
      successCount: placed.count,
      feeTotal: placed.fee,
      currency: placed.currency,
    };
    if (!(await repo.finishLeftBatch(row.batch.id, outcome)))
      return (await repo.findBatch({ kind: 'all' }, row.batch.id)) ?? row;
    return { ...row, batch: { ...row.batch, ...outcome, failureCount: 0, completedAt: new Date() } };
  }

  async function find(actor: Actor, id: number) {
    const row = await repo.findBatch(scopeOf(actor), id);
    // Another account's batch answers exactly like a missing one.
    if (!row) throw new AppError('NOT_FOUND');
    return settled(row);
  }

  return {
    /** The template in `lang`, its product list the caller's own. */
    async template(actor: Actor, lang: Language) {
      const list = actor.privilegeType === 'USER' ? await productsOf(actor.accountId) : [];
      return batchTemplate(
        lang,
        list.map((p) => ({ code: p.code, name: p.name, deliveryCountries: p.deliveryCountries })),
      );
    },

    /**
     * Starts the batch of a stored upload: its header is checked at once (a wrong file is a 400, not a task), then
     * the batch is recorded and its task queued. Only customers place orders.
     */
    async submit(actor: Actor, upload: BatchUpload, lang: Language) {
      if (actor.privilegeType !== 'USER') {
        await files.remove(upload.fileKey);
        throw new AppError('ORDER_CUSTOMERS_ONLY');
      }
      try {
        await checkHeader(files.read(upload.fileKey));
      } catch (err) {
        await files.remove(upload.fileKey);
        throw err;
      }
      const batchId = await repo.insertBatch({
        accountId: actor.accountId,
        fileName: displayName(upload.fileName),
        createdBy: actor.userId,
      });
      let taskId: number;
      try {
        ({ id: taskId } = await tasks.submit<BatchJobData>(actor, {
          name: WORDS.taskName,
          type: 'IMPORT',
          queue: ORDER_BATCH_QUEUE,
          access: ['order:create', 'order:list'],
          data: { batchId, fileKey: upload.fileKey, lang },
        }));
      } catch (err) {
        await repo.finishBatch(batchId, {
          totalOrders: 0,
          successCount: 0,
          failureCount: 0,
          feeTotal: '0',
          currency: null,
          reportName: null,
          reportFileKey: null,
        });
        throw err;
      }
      await repo.setTask(batchId, taskId);
      return { batchId, taskId };
    },

    /** The job behind `submit`, for the queue ORDER_BATCH_QUEUE. */
    job: tasks.job<BatchJobData>((task) =>
      whileImporting(() =>
        runBatchImport(task, {
          actorOf,
          productsOf,
          async defaultSenderOf(actor, lang) {
            const senders = await addresses.ofMyAccount(actor, lang, 'SENDER');
            return senders.find((a) => a.isDefault)?.id ?? null;
          },
          placeMany,
          batchesOfOrders: (ids) => repo.batchesOfOrders(ids),
          finish,
          onDefect: deps.onDefect,
        }),
      ),
    ),

    async list(actor: Actor, query: { pageNo: number; pageSize: number }, lang: Language) {
      const { offset, limit } = pageWindow(query);
      const { rows, total } = await repo.findBatches(scopeOf(actor), offset, limit);
      return { rows: (await Promise.all(rows.map(settled))).map((r) => rowOf(r, lang)), total };
    },

    async detail(actor: Actor, id: number, lang: Language): Promise<OrderBatchRow> {
      return rowOf(await find(actor, id), lang);
    },

    /** The failed-records file of a batch of the caller's scope. */
    async report(actor: Actor, id: number): Promise<{ name: string; stream: Readable }> {
      const { batch } = await find(actor, id);
      if (!batch.reportFileKey) throw new AppError('TASK_FILE_MISSING', { id });
      return { name: batch.reportName ?? `${WORDS.report.en}.xlsx`, stream: files.read(batch.reportFileKey) };
    },
  };
}

export type BatchImport = ReturnType<typeof createBatchImport>;
