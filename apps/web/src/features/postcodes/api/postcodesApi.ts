import {
  postcodesEndpoints as endpoints,
  regionsEndpoints,
  type PostcodeEntryInput,
  type PostcodeExportQuery,
  type PostcodeGroupDetailQuery,
  type PostcodeGroupInput,
  type PostcodeGroupQuery,
  type TaskSubmitted,
} from '@parcelhub/contracts';
import { http } from '../../../shared/http';
import { callDownload, callObj, callRows } from '../../../shared/http/endpoint';

/** A GET that changes something (the spec's deletes): a 403 refuses the action, it does not leave the page. */
const ACTION = { kind: 'action' } as const;

export const postcodesApi = {
  list: (query: PostcodeGroupQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  types: (signal?: AbortSignal) => callRows(endpoints.types, {}, { signal }),
  /** The countries that have groups (the list's filter). */
  groupCountries: (signal?: AbortSignal) => callRows(endpoints.countries, {}, { signal }),
  /** Every country (a group's destination), hot ones first. */
  allCountries: (signal?: AbortSignal) => callRows(regionsEndpoints.options, {}, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  saveGroup: (input: PostcodeGroupInput) => callObj(endpoints.saveGroup, { body: input }, { silent: true }),
  deleteGroup: (id: number) => callObj(endpoints.deleteGroup, { params: { id } }, ACTION),
  group: (id: number, query: PostcodeGroupDetailQuery, signal?: AbortSignal) =>
    callObj(endpoints.group, { params: { id }, query }, { signal }),
  savePostcode: (input: PostcodeEntryInput) => callObj(endpoints.savePostcode, { body: input }, { silent: true }),
  deletePostcode: (id: number) => callObj(endpoints.deletePostcode, { params: { id } }, ACTION),
  /** Starts an export task (one group's postcodes, or the filtered groups'); the task center follows it. */
  export: (query: PostcodeExportQuery) => callObj(endpoints.export, { body: query }),
  template: () => callDownload(endpoints.importTemplate, {}, 'postcode-import-template.xlsx'),
  /** Starts an import task from an .xlsx; rows without a group id go to `groupId`. */
  async import(file: File, groupId?: number): Promise<TaskSubmitted> {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await http.request<{ obj: TaskSubmitted }>(endpoints.import.path.replace(/^\//, ''), {
      method: endpoints.import.method,
      body: form,
      params: { groupId },
    });
    return answer.obj;
  },
};
