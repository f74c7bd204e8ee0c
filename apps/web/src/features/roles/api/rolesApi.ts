import { rolesEndpoints as endpoints, type RoleInput, type RoleQuery, type RoleUpdate } from '@parcelhub/contracts';
import { callObj, callRows } from '../../../shared/http/endpoint';

export const rolesApi = {
  list: (query: RoleQuery, signal?: AbortSignal) => callRows(endpoints.list, { query }, { signal }),
  modules: (signal?: AbortSignal) => callRows(endpoints.moduleList, {}, { signal }),
  /** The menu entries the caller may grant. */
  menuTree: (signal?: AbortSignal) => callRows(endpoints.menuTree, {}, { signal }),
  level: (signal?: AbortSignal) => callObj(endpoints.level, {}, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  create: (input: RoleInput) => callObj(endpoints.create, { body: input }, { silent: true }),
  update: (input: RoleUpdate) => callObj(endpoints.update, { body: input }, { silent: true }),
  remove: (ids: number[]) => callObj(endpoints.remove, { body: ids }),
};
