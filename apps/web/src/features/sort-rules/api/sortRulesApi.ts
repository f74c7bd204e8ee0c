import {
  sortRulesEndpoints as endpoints,
  type SortRuleAdd,
  type SortRuleQuery,
  type SortRuleTestInput,
  type SortRuleUpdate,
} from '@parcelhub/contracts';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export const sortRulesApi = {
  list: (body: SortRuleQuery, signal?: AbortSignal) => callRows(endpoints.list, { body }, { signal }),
  /** Silent: the form puts field errors on their fields and shows the rest itself. */
  add: (body: SortRuleAdd) => callObj(endpoints.add, { body }, { silent: true }),
  update: (body: SortRuleUpdate) => callObj(endpoints.update, { body }, { silent: true }),
  remove: (id: number) => call(endpoints.remove, { params: { id } }),
  enable: (id: number) => callObj(endpoints.enable, { params: { id } }),
  disable: (id: number) => callObj(endpoints.disable, { params: { id } }),
  /** Silent: the panel puts field errors on its fields. */
  test: (body: SortRuleTestInput) => callObj(endpoints.test, { body }, { silent: true }),
};
