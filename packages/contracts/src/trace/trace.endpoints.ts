import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  DeliveryNumberPath,
  TraceDbEdit,
  TraceDbExportQuery,
  TraceDbIds,
  TraceDbQuery,
  TraceDbRecord,
  TraceIdPath,
  TraceMatchQuery,
  TraceMatchRecord,
  TraceMatchResult,
  TraceStation,
  TraceStationQuery,
  TraceStationSave,
} from './trace';

/** Trace stations and the trace database are the platform's (the menu entries are platform only; the service checks). */
const MANAGE = needs('tracking:manage');

export const traceStationEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/traceStation/page',
    summary: 'Ours: trace stations, paged, filtered by code, name or city and state',
    tags: ['trace stations'],
    access: MANAGE,
    query: TraceStationQuery,
    response: okRows(TraceStation),
  }),
  addOrUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/traceStation/addOrUpdate',
    summary: 'Add a trace station (no id) or change one (id); its code is unique, its timezone an IANA name',
    tags: ['trace stations'],
    access: MANAGE,
    body: TraceStationSave,
    response: okObj(TraceStation),
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/traceStation/disable/:id',
    summary: 'Disable a station: trace DB rows naming it are refused until it is enabled again',
    tags: ['trace stations'],
    access: MANAGE,
    params: TraceIdPath,
    response: okEmpty,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/traceStation/enable/:id',
    summary: 'Enable a station',
    tags: ['trace stations'],
    access: MANAGE,
    params: TraceIdPath,
    response: okEmpty,
  }),
};

const tags = ['trace database'];

export const traceDbEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/traceDb/page',
    summary: 'Ours: trace DB records, paged, newest first, filtered by delivery number, match state and status',
    tags,
    access: MANAGE,
    query: TraceDbQuery,
    response: okRows(TraceDbRecord),
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/traceDb/edit',
    summary: 'Change a record; it is matched again at once (events tracking already took stay in the timeline)',
    tags,
    access: MANAGE,
    body: TraceDbEdit,
    response: okObj(TraceDbRecord),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/traceDb/export',
    summary: 'Export the records the filters match to a spreadsheet (the import columns), as a task of the task center',
    tags,
    access: MANAGE,
    body: TraceDbExportQuery,
    response: okObj(TaskSubmitted),
  }),
  importTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/traceDb/importTemplate',
    summary: 'The import template: headers in the caller language, an example row, the status list, notes',
    tags,
    access: MANAGE,
    response: z.unknown(),
    raw: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/traceDb/import',
    summary:
      'Import trace events from an xlsx (multipart field `file`, 20 MB at most) as a task: good rows stored and matched, bad rows reported',
    tags,
    access: MANAGE,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  dels: defineEndpoint({
    method: 'DELETE',
    path: '/api/traceDb/dels',
    summary: 'Delete records by id (up to 500); events tracking already took stay in the timeline',
    tags,
    access: MANAGE,
    body: TraceDbIds,
    response: okObj(z.object({ deleted: z.number() })),
  }),
  listTraceMatchRecord: defineEndpoint({
    method: 'POST',
    path: '/api/traceDb/listTraceMatchRecord',
    summary: 'The match attempts, newest first, filtered by delivery number',
    tags,
    access: MANAGE,
    body: TraceMatchQuery,
    response: okRows(TraceMatchRecord),
  }),
  matchTraceDbRecord: defineEndpoint({
    method: 'POST',
    path: '/api/traceDb/matchTraceDbRecord/:deliveryNumber',
    summary: "Match a delivery number's records to its parcel now and feed them to tracking",
    tags,
    access: MANAGE,
    params: DeliveryNumberPath,
    response: okObj(TraceMatchResult),
  }),
};
