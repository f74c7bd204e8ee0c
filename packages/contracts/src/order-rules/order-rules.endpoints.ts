import { defineEndpoint, needs } from '../common/endpoint';
import { Option, okObj, okRows } from '../common/envelope';
import {
  OrderRule,
  OrderRuleCopyParams,
  OrderRuleDeleteParams,
  OrderRuleDeleted,
  OrderRuleFacts,
  OrderRuleGroup,
  OrderRuleGroupBatch,
  OrderRuleGroupDeleted,
  OrderRuleGroupIdParams,
  OrderRuleGroupInput,
  OrderRuleGroupsDeleted,
  OrderRuleIdParams,
  OrderRuleInput,
  OrderRuleListQuery,
  OrderRuleMoved,
  OrderRuleOutcome,
  OrderRuleStatusChanged,
  OrderRuleStatusInput,
} from './order-rules';

const tags = ['order-rules'];
/**
 * The order-rule screen (menu product/order-rules/index) is the platform's: every call needs `product:manage`, and
 * the server answers a supplier holding it (for its postcode groups) 403 as well.
 */
const MANAGE = needs('product:manage');

export const orderRulesEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/orderRules/list',
    summary:
      'Ours: rule groups in evaluation order with their rules, paged by group; name (of the group or one of its ' +
      'rules) and the group status filter',
    tags,
    access: MANAGE,
    body: OrderRuleListQuery,
    response: okRows(OrderRuleGroup),
  }),
  saveGroup: defineEndpoint({
    method: 'POST',
    path: '/api/orderRules/addOrUpdateOrderRuleGroup',
    summary: 'Create (no id; last unless a sort number is given) or edit a rule group: name, status, sort, remark',
    tags,
    access: MANAGE,
    body: OrderRuleGroupInput,
    response: okObj(OrderRuleGroup),
  }),
  saveRule: defineEndpoint({
    method: 'POST',
    path: '/api/orderRules/addOrUpdateOrderRule',
    summary:
      'Create (appended to its group) or edit a rule: strategy (INTERCEPT, REJECT with a message, ROUTE to ' +
      'targetProductId, REQUIRE_FIELD with requiredFields), status and conditions',
    tags,
    access: MANAGE,
    body: OrderRuleInput,
    response: okObj(OrderRule),
  }),
  moveUp: defineEndpoint({
    method: 'GET',
    path: '/api/orderRules/moveUp/:orderRuleId',
    summary: 'Swap a rule with the one before it in its group (nothing at the top)',
    tags,
    access: MANAGE,
    params: OrderRuleIdParams,
    response: okObj(OrderRuleMoved),
  }),
  moveDown: defineEndpoint({
    method: 'GET',
    path: '/api/orderRules/moveDown/:orderRuleId',
    summary: 'Swap a rule with the one after it in its group (nothing at the bottom)',
    tags,
    access: MANAGE,
    params: OrderRuleIdParams,
    response: okObj(OrderRuleMoved),
  }),
  deleteRule: defineEndpoint({
    method: 'DELETE',
    path: '/api/orderRules/delOrderRule/:orderRuleGroupId/:orderRuleId',
    summary: 'Delete a rule of a group',
    tags,
    access: MANAGE,
    params: OrderRuleDeleteParams,
    response: okObj(OrderRuleDeleted),
  }),
  deleteGroup: defineEndpoint({
    method: 'DELETE',
    path: '/api/orderRules/delOrderRuleGroup/:orderRuleGroupId',
    summary: 'Delete a rule group with its rules',
    tags,
    access: MANAGE,
    params: OrderRuleGroupIdParams,
    response: okObj(OrderRuleGroupDeleted),
  }),
  batchDeleteGroups: defineEndpoint({
    method: 'DELETE',
    path: '/api/orderRules/batchDelOrderRuleGroup',
    summary: 'Delete rule groups with their rules; body {ids} or a bare array of ids, up to 500; all or none',
    tags,
    access: MANAGE,
    body: OrderRuleGroupBatch,
    response: okObj(OrderRuleGroupsDeleted),
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/api/orderRules/changeStatus',
    summary: 'Enable or disable a group or a rule: {id, status: ENABLED | DISABLED, type: GROUP | RULE (default)}',
    tags,
    access: MANAGE,
    body: OrderRuleStatusInput,
    response: okObj(OrderRuleStatusChanged),
  }),
  copyRule: defineEndpoint({
    method: 'GET',
    path: '/api/orderRules/copyOrderRule/:id',
    summary: 'Copy a rule to the end of its group, named "<name> (copy)" and disabled',
    tags,
    access: MANAGE,
    params: OrderRuleCopyParams,
    response: okObj(OrderRule),
  }),
  copyGroup: defineEndpoint({
    method: 'GET',
    path: '/api/orderRules/copyOrderRuleGroup/:id',
    summary: 'Copy a group with its rules to the end, named "<name> (copy)" and disabled',
    tags,
    access: MANAGE,
    params: OrderRuleCopyParams,
    response: okObj(OrderRuleGroup),
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: '/api/productEnum/orderRulesStatus',
    summary: 'Order rule statuses (ENABLED, DISABLED) as options in the caller language',
    tags,
    access: MANAGE,
    response: okRows(Option),
  }),
  strategies: defineEndpoint({
    method: 'GET',
    path: '/api/productEnum/orderRuleStrategyType',
    summary: 'Order rule strategies (INTERCEPT, REJECT, ROUTE, REQUIRE_FIELD) as options in the caller language',
    tags,
    access: MANAGE,
    response: okRows(Option),
  }),
  productSelects: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/productSelects',
    summary: 'Every product as an option for the rule form: label "<code> <name>", value the id as text',
    tags,
    access: MANAGE,
    response: okRows(Option),
  }),
  evaluate: defineEndpoint({
    method: 'POST',
    path: '/api/orderRules/evaluate',
    summary: 'Ours: what the enabled rules would do to an order with these facts (nothing is saved)',
    tags,
    access: MANAGE,
    body: OrderRuleFacts,
    response: okObj(OrderRuleOutcome),
  }),
};
