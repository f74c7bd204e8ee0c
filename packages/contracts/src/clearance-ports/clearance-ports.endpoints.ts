import { z } from 'zod';
import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okEmpty, okObj, okRows } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  ClearanceAssign,
  ClearanceAssignment,
  ClearanceAssignmentQuery,
  ClearanceAssignResult,
  ClearanceCustomer,
  ClearanceIndustry,
  ClearanceIndustryDetail,
  ClearanceIndustryQuery,
  ClearanceIndustrySave,
  ClearancePort,
  ClearancePortFilter,
  ClearancePortIdPath,
  ClearancePortQuery,
  ClearancePortSave,
  ClearancePortStatus,
  ClearanceService,
  ClearanceServicePath,
  ClearanceServiceSave,
  ClearanceUnassignedQuery,
} from './clearance-ports';

const tags = ['clearance-ports'];
/** Ports, industries and services are the platform's (menus clearance/port and clearance/industry). */
const MANAGE = needs('clearance:manage');

export const clearancePortsEndpoints = {
  portDropDown: defineEndpoint({
    method: 'GET',
    path: '/api/clearancePort/dropDown',
    summary:
      'Spec: the enabled ports as label/value (value the port code, label the code and the name in the caller language)',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  portList: defineEndpoint({
    method: 'GET',
    path: '/api/clearancePort/getClearancePortList',
    summary:
      'Spec: every port (cached in process, dropped on any change), each with the count of clearance products using it',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(ClearancePort),
  }),
  portDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/clearancePort/delete/:id',
    summary: 'Spec: delete a port; refused while clearance products use it (the error names them)',
    tags,
    access: MANAGE,
    params: ClearancePortIdPath,
    response: okEmpty,
  }),
  portImport: defineEndpoint({
    method: 'POST',
    path: '/api/clearancePort/import',
    summary:
      'Spec: import ports from an xlsx (multipart field `file`) as a task center task: a row with a known code ' +
      'updates the port, a new code adds one; bad rows come back in a report',
    tags,
    access: MANAGE,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  portSave: defineEndpoint({
    method: 'POST',
    path: '/api/clearancePort/addOrUpdate',
    summary: 'Spec: add a port (no id) or change one (id); the code is three uppercase letters, unique',
    tags,
    access: MANAGE,
    body: ClearancePortSave,
    response: okObj(ClearancePort),
  }),
  portStatus: defineEndpoint({
    method: 'POST',
    path: '/api/clearancePort/updateStatus',
    summary: 'Spec: enable or disable a port',
    tags,
    access: MANAGE,
    body: ClearancePortStatus,
    response: okObj(ClearancePort),
  }),
  portPage: defineEndpoint({
    method: 'GET',
    path: '/api/clearancePort/page',
    summary: 'Ours: a page of ports for the port screen (code, names or city contains; country; enabled)',
    tags,
    access: MANAGE,
    query: ClearancePortQuery,
    response: okRows(ClearancePort),
  }),
  portExport: defineEndpoint({
    method: 'POST',
    path: '/api/clearancePort/export',
    summary: 'Ours: export the ports the filter matches as a task center task (the import sheet: it imports back)',
    tags,
    access: MANAGE,
    body: ClearancePortFilter,
    response: okObj(TaskSubmitted),
  }),
  portTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/clearancePort/importTemplate',
    summary: 'Ours: the port import template: headers in the caller language, an example row, notes',
    tags,
    access: MANAGE,
    response: z.unknown(),
    raw: true,
  }),

  industrySave: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceIndustry/saveAndUpdate',
    summary: 'Spec: add an industry (no id) or change one',
    tags,
    access: MANAGE,
    body: ClearanceIndustrySave,
    response: okObj(ClearanceIndustry),
  }),
  industryById: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceIndustry/findById/:id',
    summary: 'Spec: an industry with its services',
    tags,
    access: MANAGE,
    params: ClearancePortIdPath,
    response: okObj(ClearanceIndustryDetail),
  }),
  industryDropDown: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceIndustry/getIndustryDropDown',
    summary: 'Spec: the enabled industries as label/value (value the id)',
    tags,
    access: MANAGE,
    response: okRows(Option),
  }),
  clientIndustryDropDown: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceIndustry/getClientIndustryDropDown',
    summary:
      "Spec: the industries of the services assigned to the caller's account (a sub-account's main account); the " +
      'platform every enabled industry; a supplier none',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  customerServices: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceIndustry/listCustomerClearanceService',
    summary:
      "Spec: the customer relevance records: a customer's own assigned services; the platform any customer's " +
      '(filter accountId or customer); a supplier is refused',
    tags,
    access: SIGNED_IN_ACCESS,
    query: ClearanceAssignmentQuery,
    response: okRows(ClearanceAssignment),
  }),
  customerServicesPost: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceIndustry/listCustomerClearanceService',
    summary: 'Spec: the same list as the GET, its filter in the body',
    tags,
    access: SIGNED_IN_ACCESS,
    body: ClearanceAssignmentQuery,
    response: okRows(ClearanceAssignment),
  }),
  serviceSave: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceIndustry/saveAndUpdateService',
    summary:
      'Spec: add a service to an industry (no id) or change one: parameters, description, repeat, upload methods',
    tags,
    access: MANAGE,
    body: ClearanceServiceSave,
    response: okObj(ClearanceService),
  }),
  serviceInfo: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceIndustry/findClearanceServiceInfo/:industryId/:serviceId',
    summary: 'Spec: one service of an industry',
    tags,
    access: MANAGE,
    params: ClearanceServicePath,
    response: okObj(ClearanceService),
  }),
  serviceDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/clearanceIndustry/deleteServiceInfo/:industryId/:serviceId',
    summary: 'Spec: delete a service of an industry; refused while it is assigned to customers',
    tags,
    access: MANAGE,
    params: ClearanceServicePath,
    response: okEmpty,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceIndustry/assignClearanceService',
    summary:
      'Spec: assign a service to customers by main account id or user name; those already assigned are counted, ' +
      'not repeated',
    tags,
    access: MANAGE,
    body: ClearanceAssign,
    response: okObj(ClearanceAssignResult),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceIndustry/cancel/:id',
    summary: 'Spec: cancel an assignment (a customer relevance record, by its id)',
    tags,
    access: MANAGE,
    params: ClearancePortIdPath,
    response: okEmpty,
  }),
  unassigned: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceIndustry/unassignedSearch',
    summary: 'Spec: the customers (enabled main accounts) not yet assigned the service, user name or nickname contains',
    tags,
    access: MANAGE,
    body: ClearanceUnassignedQuery,
    response: okRows(ClearanceCustomer),
  }),
  industryPage: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceIndustry/page',
    summary: 'Ours: a page of industries for the industry screen, with how many services each has',
    tags,
    access: MANAGE,
    query: ClearanceIndustryQuery,
    response: okRows(ClearanceIndustry),
  }),
};
