import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  Waybill,
  WaybillFilter,
  WaybillIdPath,
  WaybillLinkInput,
  WaybillLinkResult,
  WaybillParcel,
  WaybillParcelsQuery,
  WaybillQuery,
  WaybillSave,
  WaybillTrackInfo,
  WaybillTrackInput,
  WaybillUnlinkInput,
} from './waybills';

const tags = ['waybills'];
/** The platform's line-haul (decision 157): the menu entry /order/waybill carries it, for platform roles only. */
const MANAGE = needs('waybill:list');

export const waybillsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/list',
    summary: 'Master air waybills, paged, newest first; filters: AWB number contains, status, airports, flight',
    tags,
    access: MANAGE,
    body: WaybillQuery,
    response: okRows(Waybill),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/saveAndUpdate',
    summary:
      'Add a waybill (no id) or change one (id); the AWB number is checked (prefix, serial, check digit) and unique',
    tags,
    access: MANAGE,
    body: WaybillSave,
    response: okObj(Waybill),
  }),
  track: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/track/:id',
    summary:
      'Add an event to the waybill (departed, arrived, customs): every linked parcel gets it in its tracking, in the ' +
      'background; the event time is not more than a day ahead',
    tags,
    access: MANAGE,
    params: WaybillIdPath,
    body: WaybillTrackInput,
    response: okObj(WaybillTrackInfo),
  }),
  trackInfo: defineEndpoint({
    method: 'GET',
    path: '/api/waybill/getTrackInfo/:id',
    summary: "The waybill's status and its events, newest first",
    tags,
    access: MANAGE,
    params: WaybillIdPath,
    response: okObj(WaybillTrackInfo),
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/linkParcels',
    summary:
      'Link parcels by order, inside or tracking number (1,000 at most); the waybill’s events so far apply to them too',
    tags,
    access: MANAGE,
    body: WaybillLinkInput,
    response: okObj(WaybillLinkResult),
  }),
  unlink: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/unlinkParcels',
    summary: 'Unlink parcels (by order id) from the waybill; events they already had stay in their timelines',
    tags,
    access: MANAGE,
    body: WaybillUnlinkInput,
    response: okEmpty,
  }),
  parcels: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/parcels/:id',
    summary: 'The parcels linked to a waybill, paged, latest linked first',
    tags,
    access: MANAGE,
    params: WaybillIdPath,
    body: WaybillParcelsQuery,
    response: okRows(WaybillParcel),
  }),
  downloadTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/waybill/downloadTemplate',
    summary: 'The waybill import template (xlsx): headers in the caller’s language, an example row, notes',
    tags,
    access: MANAGE,
    response: z.unknown(),
    raw: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/import',
    summary:
      'Import waybills from an xlsx (multipart field `file`) as a task center task: a known AWB number is updated, ' +
      'a new one added; rows refused come back in a report with their reasons',
    tags,
    access: MANAGE,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/waybill/export',
    summary: 'Export the waybills the filters match as a task center task (the file imports back)',
    tags,
    access: MANAGE,
    body: WaybillFilter,
    response: okObj(TaskSubmitted),
  }),
};
