import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import {
  Bay,
  BayImport,
  BayImportResult,
  BaySave,
  BayValid,
  SpeechSetting,
  Warehouse,
  WarehouseAdd,
  WarehouseIdPath,
  WarehouseOption,
  WarehouseOptionQuery,
  WarehouseQuery,
  WarehouseRecordPath,
  WarehouseUpdate,
} from './warehouses';

const tags = ['warehouses'];
/** Warehouses and bays are kept by the platform and by suppliers (menu /warehouse/list, /warehouse/bay). */
const MANAGE = needs('warehouse:manage');

export const warehousesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sortWarehouse/list',
    summary:
      'Spec: the platform-level warehouse list (every warehouse), for the platform and role deliveryLabel:pingtai',
    tags,
    access: MANAGE,
    query: WarehouseQuery,
    response: okRows(Warehouse),
  }),
  custList: defineEndpoint({
    method: 'GET',
    path: '/api/sortWarehouse/custList',
    summary:
      "Spec: the customer-level warehouse list: the caller's account's warehouses (a sub-account's main account)",
    tags,
    access: SIGNED_IN_ACCESS,
    query: WarehouseQuery,
    response: okRows(Warehouse),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/sortWarehouse/options',
    summary:
      "Ours: the floor screens' warehouse picker (sort rules, sort tasks, the bagging station), by code: the " +
      "platform every warehouse, anyone else its scope's (custList's) and the platform's own; enabled ones unless " +
      'withDisabled=true',
    tags,
    access: SIGNED_IN_ACCESS,
    query: WarehouseOptionQuery,
    response: okRows(WarehouseOption),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/add',
    summary: 'Ours: add a warehouse; its code is unique in any case',
    tags,
    access: MANAGE,
    body: WarehouseAdd,
    response: okObj(Warehouse),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/update',
    summary: 'Ours: change a warehouse',
    tags,
    access: MANAGE,
    body: WarehouseUpdate,
    response: okObj(Warehouse),
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/delete/:id',
    summary: 'Ours: delete a warehouse with its bays, robots and rules; refused while a bay holds parcels',
    tags,
    access: MANAGE,
    params: WarehouseRecordPath,
    response: okEmpty,
  }),
  bays: defineEndpoint({
    method: 'GET',
    path: '/api/sortWarehouse/bays/:warehouseId',
    summary: "Ours: a warehouse's bays by number, with what each holds and its state",
    tags,
    access: MANAGE,
    params: WarehouseIdPath,
    response: okRows(Bay),
  }),
  saveBay: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/bay/save',
    summary: 'Ours: add a bay (no id) or change one (id); its number is unique in the warehouse',
    tags,
    access: MANAGE,
    body: BaySave,
    response: okObj(Bay),
  }),
  bayValid: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/bay/valid',
    summary: 'Ours: enable (valid) or disable a bay; a disabled bay takes no parcels',
    tags,
    access: MANAGE,
    body: BayValid,
    response: okObj(Bay),
  }),
  removeBay: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/bay/delete/:id',
    summary: 'Ours: delete an idle, empty bay',
    tags,
    access: MANAGE,
    params: WarehouseRecordPath,
    response: okEmpty,
  }),
  importBays: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/bay/import',
    summary:
      'Ours: bays from text, one a line "number distance" (space, comma or tab); a number already there gets the new distance; all or nothing',
    tags,
    access: MANAGE,
    body: BayImport,
    response: okObj(BayImportResult),
  }),
  speechSetting: defineEndpoint({
    method: 'GET',
    path: '/api/sortWarehouse/speechSetting',
    summary: "Ours: the caller's speech settings for the bagging station (the defaults until saved)",
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(SpeechSetting),
  }),
  saveSpeechSetting: defineEndpoint({
    method: 'POST',
    path: '/api/sortWarehouse/speechSetting',
    summary: "Ours: save the caller's speech settings",
    tags,
    access: SIGNED_IN_ACCESS,
    body: SpeechSetting,
    response: okObj(SpeechSetting),
  }),
};
