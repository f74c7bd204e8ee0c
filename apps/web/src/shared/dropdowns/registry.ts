import {
  dictDropdownEndpoints,
  regionsEndpoints,
  tailLogisticsDropdownEndpoints,
  trackRulesDropdownEndpoints,
  userAdminEndpoints,
  warehousesEndpoints,
  type EndpointDef,
} from '@parcelhub/contracts';

/**
 * Every shared dropdown (spec 000 §7), by name, with the endpoint that answers it. Adding one is one line here:
 * `selectOption: usersEndpoints.selectOption,`. Dictionaries read by name go through `useDictOptions` instead.
 */
export const DROPDOWNS = {
  enumOption: dictDropdownEndpoints.enumOption,
  orderIntercept: dictDropdownEndpoints.orderIntercept,
  settlementMethod: dictDropdownEndpoints.settlementMethod,
  selectOption: userAdminEndpoints.selectOption,
  selectOptionCustomerService: userAdminEndpoints.customerServiceOptions,
  regionLists: regionsEndpoints.options,
  regionListsByProduct: regionsEndpoints.optionsByProduct,
  tailLogistics: tailLogisticsDropdownEndpoints.tailLogistics,
  serviceInfoList: tailLogisticsDropdownEndpoints.serviceInfoList,
  trackRuleGroupList: trackRulesDropdownEndpoints.trackRuleGroupList,
  warehouseOptions: warehousesEndpoints.options,
} as const satisfies Record<string, EndpointDef>;

export type DropdownName = keyof typeof DROPDOWNS;
