import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import {
  Address,
  AddressIdInput,
  AddressIdsInput,
  AddressInput,
  AddressExportQuery,
  AddressListByUserQuery,
  AddressQuery,
} from './addresses';
import { TaskSubmitted } from '../tasks/tasks';

const tags = ['addresses'];

export const addressesEndpoints = {
  ofMyAccount: defineEndpoint({
    method: 'GET',
    path: '/api/customerAddress/findByUserId',
    summary: "The account's addresses",
    tags,
    access: needs('address:list'),
    query: AddressListByUserQuery,
    response: okRows(Address),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/customerAddress/findByDto',
    summary: 'Addresses, paged and filtered',
    tags,
    access: needs('address:list'),
    body: AddressQuery,
    response: okRows(Address),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/customerAddress/export',
    summary: 'Export the addresses the filters match to a spreadsheet, as a task of the task center',
    tags,
    access: needs('address:list'),
    body: AddressExportQuery,
    response: okObj(TaskSubmitted),
  }),
  importTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/customerAddress/importTemplate',
    summary: 'The import template: headers in the caller language, an example row, drop-down lists, notes',
    tags,
    access: needs('address:edit'),
    response: z.unknown(),
    raw: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/customerAddress/import',
    summary: 'Import addresses from an xlsx (multipart field `file`, 20 MB at most), as a task of the task center',
    tags,
    access: needs('address:edit'),
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/customerAddress/saveAddress',
    summary: 'Create (no id) or update an address',
    tags,
    access: needs('address:edit'),
    body: AddressInput,
    response: okObj(Address),
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/customerAddress/delete',
    summary: 'Delete addresses (all or none)',
    tags,
    access: needs('address:edit'),
    body: AddressIdsInput,
    response: okObj(z.object({ deleted: z.number() })),
  }),
  setDefault: defineEndpoint({
    method: 'POST',
    path: '/api/customerAddress/setDefault',
    summary: 'Make an address the default of its type',
    tags,
    access: needs('address:edit'),
    body: AddressIdInput,
    response: okObj(Address),
  }),
};
