import {
  orderRulesEndpoints as endpoints,
  postcodesEndpoints,
  userAdminEndpoints,
  type OrderRuleGroupInput,
  type OrderRuleInput,
  type OrderRuleListQuery,
  type OrderRuleStatusInput,
} from '@parcelhub/contracts';
import { callObj, callRows } from '../../../shared/http/endpoint';

/** An action (move, copy, delete): a 403 refuses it, it does not leave the page. */
const ACTION = { kind: 'action' } as const;

export const orderRulesApi = {
  list: (query: OrderRuleListQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  /** Silent: the forms put field errors on their fields and show the rest themselves. */
  saveGroup: (input: OrderRuleGroupInput) => callObj(endpoints.saveGroup, { body: input }, { silent: true }),
  saveRule: (input: OrderRuleInput) => callObj(endpoints.saveRule, { body: input }, { silent: true }),
  moveUp: (id: number) => callObj(endpoints.moveUp, { params: { orderRuleId: id } }, ACTION),
  moveDown: (id: number) => callObj(endpoints.moveDown, { params: { orderRuleId: id } }, ACTION),
  deleteRule: (groupId: number, id: number) =>
    callObj(endpoints.deleteRule, { params: { orderRuleGroupId: groupId, orderRuleId: id } }, ACTION),
  deleteGroup: (id: number) => callObj(endpoints.deleteGroup, { params: { orderRuleGroupId: id } }, ACTION),
  batchDeleteGroups: (ids: number[]) => callObj(endpoints.batchDeleteGroups, { body: { ids } }, ACTION),
  changeStatus: (input: OrderRuleStatusInput) => callObj(endpoints.changeStatus, { body: input }, ACTION),
  copyRule: (id: number) => callObj(endpoints.copyRule, { params: { id } }, ACTION),
  copyGroup: (id: number) => callObj(endpoints.copyGroup, { params: { id } }, ACTION),
  statuses: (signal?: AbortSignal) => callRows(endpoints.statuses, {}, { signal }),
  strategies: (signal?: AbortSignal) => callRows(endpoints.strategies, {}, { signal }),
  products: (signal?: AbortSignal) => callRows(endpoints.productSelects, {}, { signal }),
  /** ORDER_RULE postcode groups under their country. */
  postcodeGroups: (signal?: AbortSignal) => callRows(postcodesEndpoints.orderRuleGroups, { body: {} }, { signal }),
  /** Customer main accounts matching a keyword (200 at most). */
  customers: (keyword: string, signal?: AbortSignal) =>
    callRows(userAdminEndpoints.selectOption, { query: { privilegeType: 'USER', keyword } }, { signal }),
};
