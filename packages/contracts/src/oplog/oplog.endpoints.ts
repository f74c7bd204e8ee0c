import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okRows } from '../common/envelope';
import { OplogEntry, OplogHistoryParams, OplogHistoryQuery, OplogListQuery } from './oplog';

const tags = ['oplog'];

export const oplogEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/sysOperateLog/lists/:id',
    summary:
      "One record's history, newest first: who, when, what and the fields changed (before and after). `resource` " +
      'names the table (default products). The platform with system:oplog sees every record; others only records ' +
      'of their own account (another account’s, or one without history, answers 404)',
    tags,
    access: SIGNED_IN_ACCESS,
    params: OplogHistoryParams,
    query: OplogHistoryQuery,
    response: okRows(OplogEntry),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/sysOperateLog/list',
    summary: 'The operation log, newest first, filtered by table, record id, user and time range',
    tags,
    access: needs('system:oplog'),
    body: OplogListQuery,
    response: okRows(OplogEntry),
  }),
  resources: defineEndpoint({
    method: 'GET',
    path: '/api/sysOperateLog/resources',
    summary: 'The tables whose writes are logged (the operation log filter)',
    tags,
    access: needs('system:oplog'),
    response: okRows(Option),
  }),
};
