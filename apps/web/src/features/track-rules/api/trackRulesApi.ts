import {
  trackRulesEndpoints as endpoints,
  type TaskSubmitted,
  type TrackRuleGroupQuery,
  type TrackRuleGroupSave,
  type TrackRuleSave,
  type TrackRuleTestInput,
  type WaitingEventQuery,
} from '@parcelhub/contracts';
import { http } from '../../../shared/http';
import { callDownload, callObj, callRows } from '../../../shared/http/endpoint';

export const trackRulesApi = {
  groups: (body: TrackRuleGroupQuery, signal?: AbortSignal) => callRows(endpoints.groupList, { body }, { signal }),
  /** Silent: the forms put field errors on their fields and show the rest themselves. */
  saveGroup: (body: TrackRuleGroupSave) => callObj(endpoints.groupSave, { body }, { silent: true }),
  deleteGroups: (ids: number[]) => callObj(endpoints.groupDelete, { body: { ids } }),
  /** The costs and products whose account reaches the group's carrier. */
  products: (id: number, signal?: AbortSignal) => callRows(endpoints.groupProducts, { params: { id } }, { signal }),
  rules: (id: number, signal?: AbortSignal) => callRows(endpoints.listByGroupId, { params: { id } }, { signal }),
  saveRule: (body: TrackRuleSave) => callObj(endpoints.ruleSave, { body }, { silent: true }),
  deleteRules: (ids: number[]) => callObj(endpoints.ruleDelete, { body: { ids } }),
  test: (body: TrackRuleTestInput) => callRows(endpoints.test, { body }),
  waiting: (body: WaitingEventQuery, signal?: AbortSignal) => callRows(endpoints.waiting, { body }, { signal }),
  template: (id: number) => callDownload(endpoints.templateDownload, { params: { id } }, 'track-rule-template.xlsx'),
  async import(file: File, groupId: number): Promise<TaskSubmitted> {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await http.request<{ obj: TaskSubmitted }>(endpoints.ruleImport.path.replace(/^\//, ''), {
      method: endpoints.ruleImport.method,
      body: form,
      params: { groupId },
    });
    return answer.obj;
  },
};
