import { defineEndpoint, needs } from '../common/endpoint';
import { okEmpty, okRows } from '../common/envelope';
import { DueWorkItem, DueWorkKindOption, DueWorkListQuery, DueWorkRef } from './due-work';

const tags = ['dueWork'];
const access = needs('system:dueWork');

export const dueWorkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dueWork/list',
    summary:
      'Background work that is due or has given up (label requests, later tracking pulls and webhook deliveries), ' +
      'paged, filtered by kind and state: given up newest first, due soonest first',
    tags,
    access,
    query: DueWorkListQuery,
    response: okRows(DueWorkItem),
  }),
  kinds: defineEndpoint({
    method: 'GET',
    path: '/api/dueWork/kinds',
    summary: 'The kinds of due work this server runs, worded in the caller’s language (the list filter)',
    tags,
    access,
    response: okRows(DueWorkKindOption),
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/api/dueWork/retry',
    summary:
      'Makes a given-up item due now with its attempts counted afresh; it runs once however many retries arrive ' +
      '(one that is not given up answers DUE_WORK_NOT_GIVEN_UP, an unknown one 404)',
    tags,
    access,
    body: DueWorkRef,
    response: okEmpty,
  }),
};
