import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import {
  SortStatusList,
  SortTask,
  SortTaskAdd,
  SortTaskIdQuery,
  SortTaskListQuery,
  SortTaskProgress,
  SortTaskResult,
} from './sort-tasks';

const tags = ['sortTasks'];
/** The menu entry warehouse/sort-task carries `warehouse:sort` (the platform and suppliers). */
const SORT = needs('warehouse:sort');

/**
 * Sort tasks (spec 000 §4 "sorting task flow", issue 39 item 5). The spec's GETs that change state (preSort, sort,
 * removeBy, cancel) take the Authorization header only, as every JSON endpoint does: no cookie signs them.
 */
export const sortTasksEndpoints = {
  statusList: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/sortOrderSatusList',
    summary: 'The sort order status list: task statuses, parcel states and reasons, worded in the caller’s language',
    tags,
    access: SORT,
    response: okObj(SortStatusList),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/sortTask/list',
    summary: 'Sort tasks, paged, newest first; filters: warehouse, status',
    tags,
    access: SORT,
    body: SortTaskListQuery,
    response: okRows(SortTask),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/sortTask/add',
    summary:
      'A sort task of up to 500 parcels for a warehouse and sort type; numbers are split, trimmed and deduped, and an ' +
      'unknown number is kept as a line with its reason',
    tags,
    access: SORT,
    body: SortTaskAdd,
    response: okObj(SortTask),
  }),
  preSort: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/preSort',
    summary: 'Starts the pre-sort in the background (task center): each parcel’s bay decided, nothing moved',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(SortTaskProgress),
  }),
  preSortStatus: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/getPreSortStatus',
    summary: 'The task’s status and the pre-sort’s progress',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(SortTaskProgress),
  }),
  preSortResult: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/getPreSortResult',
    summary: 'Each parcel’s bay, rule or reason, and the parcels and weight per bay',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(SortTaskResult),
  }),
  sort: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/sort',
    summary:
      'Commits a pre-sorted task in the background: each decided parcel placed in its bay and moved RECEIVED, SORTED',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(SortTaskProgress),
  }),
  sortStatus: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/getSortStatus',
    summary: 'The task’s status and the sort’s progress',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(SortTaskProgress),
  }),
  printBatch: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/printSortBatchPDF',
    summary: 'The batch PDF: one 4x6 page per bay with its parcels and a Code 128 of each inside number',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: z.unknown(),
    raw: true,
  }),
  remove: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/removeBy',
    summary: 'Deletes a task not yet sorted (nor sorting)',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(z.object({ id: z.number() })),
  }),
  cancel: defineEndpoint({
    method: 'GET',
    path: '/api/sortTask/cancel',
    summary: 'Cancels a task not yet sorted; a pre-sort in flight stops',
    tags,
    access: SORT,
    query: SortTaskIdQuery,
    response: okObj(SortTask),
  }),
};
