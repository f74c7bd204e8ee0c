import { menusEndpoints as endpoints, type MenuInput, type MenuQuery, type MenuUpdate } from '@parcelhub/contracts';
import { callObj, callRows } from '../../../shared/http/endpoint';

export const menusApi = {
  /** Every entry matching the filters, flat (the page builds the tree). */
  list: (query: MenuQuery, signal?: AbortSignal) => callRows(endpoints.list, { query }, { signal }),
  /** The whole tree as picker options (the parent choice). */
  tree: (signal?: AbortSignal) => callRows(endpoints.menuList, { query: { pid: 0 } }, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  create: (input: MenuInput) => callObj(endpoints.create, { body: input }, { silent: true }),
  update: (input: MenuUpdate) => callObj(endpoints.update, { body: input }, { silent: true }),
  remove: (ids: number[]) => callObj(endpoints.remove, { body: ids }),
};
