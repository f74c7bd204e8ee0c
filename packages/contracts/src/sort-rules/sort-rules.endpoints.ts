import { defineEndpoint, needs } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import {
  SortRule,
  SortRuleAdd,
  SortRuleIdPath,
  SortRuleQuery,
  SortRuleTestInput,
  SortRuleTestResult,
  SortRuleUpdate,
} from './sort-rules';

const tags = ['sorting rules'];
/** The menu entry warehouse/sort-rule/index carries it: the platform and suppliers. */
const MANAGE = needs('warehouse:manage');

export const sortRulesEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/sortRule/listSortRule',
    summary: "Sorting rules, paged: a warehouse's (or all), by code or name, sort type and valid flag",
    tags,
    access: MANAGE,
    body: SortRuleQuery,
    response: okRows(SortRule),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/sortRule/add',
    summary: 'Add a rule; every process decides with it from its next decision',
    tags,
    access: MANAGE,
    body: SortRuleAdd,
    response: okObj(SortRule),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/sortRule/update',
    summary: 'Change a rule (the whole rule again, with its id)',
    tags,
    access: MANAGE,
    body: SortRuleUpdate,
    response: okObj(SortRule),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/sortRule/delete/:id',
    summary: 'Delete a rule',
    tags,
    access: MANAGE,
    params: SortRuleIdPath,
    response: okEmpty,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/sortRule/enable/:id',
    summary: 'Make a rule valid',
    tags,
    access: MANAGE,
    params: SortRuleIdPath,
    response: okObj(SortRule),
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/sortRule/disable/:id',
    summary: 'Make a rule not valid',
    tags,
    access: MANAGE,
    params: SortRuleIdPath,
    response: okObj(SortRule),
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/api/sortRule/test',
    summary:
      "The rule test: a parcel's facts on a warehouse's rules of a sort type; the bay, the winning rule, and why " +
      'each other rule of the type lost',
    tags,
    access: MANAGE,
    body: SortRuleTestInput,
    response: okObj(SortRuleTestResult),
  }),
};
