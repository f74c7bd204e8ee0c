import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { idParam } from '../common/fields';
import { okObj, okRows } from '../common/envelope';
import { OrderBatchListQuery, OrderBatchRow, OrderBatchSubmitted } from './batch';

const tags = ['orders'];
const byId = z.object({ id: idParam });

/** Batch orders: the page `order/batch/index` (permission `order:create`, as its menu entry). */
export const orderBatchEndpoints = {
  template: defineEndpoint({
    method: 'GET',
    path: '/api/order/batch/template',
    summary:
      'The batch order template (xlsx): headers in the caller’s language, one row per box, an example order of two ' +
      'boxes, drop-down lists (the caller’s product codes, FBA yes/no) and a notes sheet',
    tags,
    access: needs('order:create'),
    response: z.unknown(),
    raw: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/order/batch/import',
    summary:
      'Upload a filled-in template (multipart field `file`, .xlsx, 20 MB at most): each order is placed and charged ' +
      'by a task of the task center; invalid rows are reported in a downloadable file',
    tags,
    access: needs('order:create'),
    response: okObj(OrderBatchSubmitted),
    upload: true,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/order/batch/list',
    summary: 'Batch history: file, success, failure and total counts, created and completed times, newest first',
    tags,
    access: needs('order:create'),
    body: OrderBatchListQuery,
    response: okRows(OrderBatchRow),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/order/batch/detail/:id',
    summary: 'One batch, with its progress while its task runs',
    tags,
    access: needs('order:create'),
    params: byId,
    response: okObj(OrderBatchRow),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/order/batch/report/:id',
    summary: 'The failed records of a batch (xlsx): row number, reference number and reason, then the row as sent',
    tags,
    access: needs('order:create'),
    params: byId,
    response: z.unknown(),
    raw: true,
  }),
};
