import {
  subAccountsEndpoints as endpoints,
  type SubAccountCreateInput,
  type SubAccountQuery,
  type SubAccountUpdateInput,
} from '@parcelhub/contracts';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export const subAccountApi = {
  list: (query: SubAccountQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  menus: (signal?: AbortSignal) => callRows(endpoints.menus, {}, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  add: (input: SubAccountCreateInput) => callObj(endpoints.add, { body: input }, { silent: true }),
  update: (input: SubAccountUpdateInput) => call(endpoints.update, { body: input }, { silent: true }),
  remove: (ids: number[]) => call(endpoints.remove, { body: { ids } }),
  setEnabled: (id: number, enabled: boolean) =>
    call(enabled ? endpoints.enable : endpoints.disable, { params: { id } }),
  grant: (id: number, menuIds: number[]) => call(endpoints.grant, { body: { id, menuIds } }, { silent: true }),
};
