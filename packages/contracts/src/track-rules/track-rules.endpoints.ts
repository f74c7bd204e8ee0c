import { z } from 'zod';
import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okObj, okRows, Option } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  TrackRule,
  TrackRuleDeleted,
  TrackRuleGroup,
  TrackRuleGroupCostUse,
  TrackRuleGroupQuery,
  TrackRuleGroupSave,
  TrackRuleIdPath,
  TrackRuleIds,
  TrackRuleImportQuery,
  TrackRuleSave,
  TrackRuleTestInput,
  TrackRuleTestResult,
  WaitingEvent,
  WaitingEventQuery,
} from './track-rules';

const tags = ['track rules'];
/** The menu entry /tracking/rule-group carries it: the platform's tracking staff. */
const MANAGE = needs('tracking:manage');

export const trackRulesEndpoints = {
  groupList: defineEndpoint({
    method: 'POST',
    path: '/api/trackRuleGroup/list',
    summary: 'Rule groups, paged, filtered by name or carrier code and state',
    tags,
    access: MANAGE,
    body: TrackRuleGroupQuery,
    response: okRows(TrackRuleGroup),
  }),
  groupSave: defineEndpoint({
    method: 'POST',
    path: '/api/trackRuleGroup/saveAndUpdate',
    summary: 'Add a group (no id) or change one (id); one enabled group per carrier code',
    tags,
    access: MANAGE,
    body: TrackRuleGroupSave,
    response: okObj(TrackRuleGroup),
  }),
  groupDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/trackRuleGroup/dels',
    summary: 'Delete groups with their rules (`{ids}` or a bare array)',
    tags,
    access: MANAGE,
    body: TrackRuleIds,
    response: okObj(TrackRuleDeleted),
  }),
  ruleSave: defineEndpoint({
    method: 'POST',
    path: '/api/trackRule/saveAndUpdate',
    summary:
      'Add a rule (no id) or change one (id). The waiting events of the group carrier are mapped again in the ' +
      'background (due work trackRules.remap)',
    tags,
    access: MANAGE,
    body: TrackRuleSave,
    response: okObj(TrackRule),
  }),
  ruleDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/trackRule/dels',
    summary: 'Delete rules (`{ids}` or a bare array)',
    tags,
    access: MANAGE,
    body: TrackRuleIds,
    response: okObj(TrackRuleDeleted),
  }),
  listByGroupId: defineEndpoint({
    method: 'POST',
    path: '/api/trackRule/listByGroupId/:id',
    summary: "A group's rules in the order they are tried (priority, then age)",
    tags,
    access: MANAGE,
    params: TrackRuleIdPath,
    response: okRows(TrackRule),
  }),
  groupProducts: defineEndpoint({
    method: 'GET',
    path: '/api/productCost/listTrackRuleGroupLogisticsServiceProduct/:id',
    summary:
      "The product costs whose account reaches the group's carrier (docking provider or final carrier code), with " +
      'their products: what the group maps the events of (id: the group)',
    tags,
    access: MANAGE,
    params: TrackRuleIdPath,
    response: okRows(TrackRuleGroupCostUse),
  }),
  templateDownload: defineEndpoint({
    method: 'GET',
    path: '/api/trackRule/templateDownload/:id',
    summary: "The rule import template of group id (xlsx): headers in the caller's language, the group's rules",
    tags,
    access: MANAGE,
    params: TrackRuleIdPath,
    response: z.unknown(),
    raw: true,
  }),
  ruleImport: defineEndpoint({
    method: 'POST',
    path: '/api/trackRule/ruleTemplateImport',
    summary:
      'Import rules into group `groupId` from an xlsx (multipart field `file`) as a task center task: a row of a ' +
      'kind and text the group has changes that rule; bad rows come back in a report',
    tags,
    access: MANAGE,
    query: TrackRuleImportQuery,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/api/trackRule/test',
    summary: 'Try pasted raw events on a group (or the enabled group of a carrier): each mapping and its rule',
    tags,
    access: MANAGE,
    body: TrackRuleTestInput,
    response: okRows(TrackRuleTestResult),
  }),
  waiting: defineEndpoint({
    method: 'POST',
    path: '/api/trackRule/waitingEvents',
    summary: 'Raw events no rule maps ("Unable to match the rule"), newest first, with the group a rule would go to',
    tags,
    access: MANAGE,
    body: WaitingEventQuery,
    response: okRows(WaitingEvent),
  }),
};

export const trackRulesDropdownEndpoints = {
  trackRuleGroupList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/trackRuleGroupList',
    summary: 'Every rule group, labelled "<name> (<carrier code>)", the value its id',
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
};
