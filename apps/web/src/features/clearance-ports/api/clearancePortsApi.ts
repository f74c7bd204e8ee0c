import {
  clearancePortsEndpoints as endpoints,
  type ClearanceAssign,
  type ClearanceAssignmentQuery,
  type ClearanceIndustryQuery,
  type ClearanceIndustrySave,
  type ClearancePortFilter,
  type ClearancePortQuery,
  type ClearancePortSave,
  type ClearanceServiceSave,
  type ClearanceUnassignedQuery,
} from '@parcelhub/contracts';
import { call, callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

export const clearancePortsApi = {
  ports: (query: ClearancePortQuery, signal?: AbortSignal) => callRows(endpoints.portPage, { query }, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  savePort: (body: ClearancePortSave) => callObj(endpoints.portSave, { body }, { silent: true }),
  portStatus: (id: number, enabled: boolean) => callObj(endpoints.portStatus, { body: { id, enabled } }),
  removePort: (id: number) => call(endpoints.portDelete, { params: { id } }),
  exportPorts: (body: ClearancePortFilter) => callObj(endpoints.portExport, { body }),
  template: () => callDownload(endpoints.portTemplate, {}, 'clearance-port-import-template.xlsx'),
  importPorts: (file: File) => callUpload(endpoints.portImport, file, file.name),

  industries: (query: ClearanceIndustryQuery, signal?: AbortSignal) =>
    callRows(endpoints.industryPage, { query }, { signal }),
  industry: (id: number, signal?: AbortSignal) => callObj(endpoints.industryById, { params: { id } }, { signal }),
  saveIndustry: (body: ClearanceIndustrySave) => callObj(endpoints.industrySave, { body }, { silent: true }),
  saveService: (body: ClearanceServiceSave) => callObj(endpoints.serviceSave, { body }, { silent: true }),
  removeService: (industryId: number, serviceId: number) =>
    call(endpoints.serviceDelete, { params: { industryId, serviceId } }),
  assignments: (query: ClearanceAssignmentQuery, signal?: AbortSignal) =>
    callRows(endpoints.customerServices, { query }, { signal }),
  assign: (body: ClearanceAssign) => callObj(endpoints.assign, { body }),
  cancel: (id: number) => call(endpoints.cancel, { params: { id } }),
  unassigned: (body: ClearanceUnassignedQuery, signal?: AbortSignal) =>
    callRows(endpoints.unassigned, { body }, { signal }),
};
