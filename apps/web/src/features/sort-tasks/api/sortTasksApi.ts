import { sortTasksEndpoints as endpoints, type SortTaskAdd, type SortTaskListQuery } from '@parcelhub/contracts';
import { call, callDownload, callObj, callRows } from '../../../shared/http/endpoint';

export const sortTaskKeys = {
  all: ['sort-tasks'] as const,
  lists: () => ['sort-tasks', 'list'] as const,
  status: (id: number) => ['sort-tasks', 'status', id] as const,
  result: (id: number) => ['sort-tasks', 'result', id] as const,
};

export const sortTasksApi = {
  list: (body: SortTaskListQuery, signal?: AbortSignal) => callRows(endpoints.list, { body }, { signal }),
  /** Silent: the form shows field errors on its fields and the rest itself. */
  add: (body: SortTaskAdd) => callObj(endpoints.add, { body }, { silent: true }),
  preSort: (id: number) => callObj(endpoints.preSort, { query: { id } }),
  sort: (id: number) => callObj(endpoints.sort, { query: { id } }),
  status: (id: number, signal?: AbortSignal) => callObj(endpoints.preSortStatus, { query: { id } }, { signal }),
  result: (id: number, signal?: AbortSignal) => callObj(endpoints.preSortResult, { query: { id } }, { signal }),
  cancel: (id: number) => callObj(endpoints.cancel, { query: { id } }),
  remove: (id: number) => call(endpoints.remove, { query: { id } }),
  printBatch: (id: number, taskNo: string) => callDownload(endpoints.printBatch, { query: { id } }, `${taskNo}.pdf`),
};
