import type { ModuleContext } from '../../../platform/module/module';
import { jobActors } from './batch.actor';
import type { PlaceManyFn } from './batch.job';
import { createBatchImport, type BatchImport } from './batch.service';
import type { LabelWorker } from '../labels';

export { ORDER_BATCH_QUEUE, type PlaceManyFn, type BatchJobData } from './batch.job';
export { createBatchImport, type BatchImport, type BatchImportDeps, type BatchUpload } from './batch.service';
export { mountBatchRoutes } from './batch.routes';
export { jobActors } from './batch.actor';
export { orderBatches } from './batch.tables';

const built = new WeakMap<object, BatchImport>();

/**
 * The batch import of an orders service, made once from the module context: the module's `jobs` and `routes`
 * both ask for it (`orderBatchesOf(orders, ctx)`) and get the same one.
 */
export function orderBatchesOf(
  orders: { placeMany: PlaceManyFn; labels: Pick<LabelWorker, 'heldWhile'> },
  ctx: ModuleContext,
): BatchImport {
  let batch = built.get(orders);
  if (!batch) {
    batch = createBatchImport({
      data: ctx.data,
      tasks: ctx.services.tasks,
      files: ctx.files,
      products: ctx.services.products,
      addresses: ctx.services.addresses,
      placeMany: (actor, inputs, options, lang) => orders.placeMany(actor, inputs, options, lang),
      whileImporting: (work) => orders.labels.heldWhile(work),
      actorOf: jobActors(ctx.services.users),
      onDefect: (err, referenceNo) => ctx.log.error({ err, referenceNo }, 'batch order: placement failed'),
    });
    built.set(orders, batch);
  }
  return batch;
}
