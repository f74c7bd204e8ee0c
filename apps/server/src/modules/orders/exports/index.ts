import type { ModuleContext } from '../../../platform/module/module';
import { createOrderExports, type OrderExports } from './exports.service';
import { ORDER_EXPORT_QUEUE } from './exports.job';

export { ORDER_EXPORT_QUEUE } from './exports.job';
export { mountOrderExportRoutes } from './exports.routes';
export { createOrderExports, type OrderExports } from './exports.service';

const built = new WeakMap<object, OrderExports>();

/** The exports of a module context, made once: the module's `jobs` and `routes` both ask for them. */
export function orderExportsOf(ctx: ModuleContext): OrderExports {
  let exports = built.get(ctx.data);
  if (!exports) {
    exports = createOrderExports({ data: ctx.data, tasks: ctx.services.tasks });
    built.set(ctx.data, exports);
  }
  return exports;
}

/** The export queue's handler, for the module's `jobs`. */
export const orderExportJobs = (ctx: ModuleContext) => ({ [ORDER_EXPORT_QUEUE]: orderExportsOf(ctx).job });
