import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okObj } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  HsCodeDetail,
  HsCodePath,
  HsConfirmation,
  HsConfirmInput,
  HsExportInput,
  HsMatchInput,
  HsMatchResult,
  HsMatchTaskPath,
  HsMatchTaskResult,
  HsUploadQuery,
} from './hs-codes';

const tags = ['hs-codes'];
/** The HS match page (menu /clearance/hs-code) is for the platform and customers: clearance:order. */
const MATCH = needs('clearance:order');

export const hsCodesEndpoints = {
  match: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceHsCode/match',
    summary:
      'Spec: match goods names (1-500, none blank) to HS subheadings: up to 5 candidates each, best first; the ' +
      "customer's confirmed match first with score 1 (the platform names the customer by customerId or userName)",
    tags,
    access: MATCH,
    body: HsMatchInput,
    response: okObj(HsMatchResult),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceHsCode/confirm',
    summary:
      'Ours (issue 40): confirm or correct the HS code of a goods name, remembered for the customer (its own names; ' +
      "the platform any customer's, by customerId or userName)",
    tags,
    access: MATCH,
    body: HsConfirmInput,
    response: okObj(HsConfirmation),
  }),
  hscode: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceHsCode/hscode/:id',
    summary:
      "Spec: one HS code's details (2, 4 or 6 digits): its section, chapter and heading, worded in the caller's language",
    tags,
    access: MATCH,
    params: HsCodePath,
    response: okObj(HsCodeDetail),
  }),
  matchResult: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceHsCode/match/:id',
    summary:
      "Spec: an uploaded goods list's match by the id of its task (exportMatchGoodsNameXlsx answers it): the task's " +
      "status and the matched rows, for the task's owner (decision 255)",
    tags,
    access: MATCH,
    params: HsMatchTaskPath,
    response: okObj(HsMatchTaskResult),
  }),
  downloadMatchGoodsNameTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/clearanceHsCode/downloadMatchGoodsNameTemplate',
    summary: 'Spec: the goods list template (xlsx): one goods name a row',
    tags,
    access: MATCH,
    response: z.unknown(),
    raw: true,
  }),
  exportMatchGoodsNameXlsx: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceHsCode/exportMatchGoodsNameXlsx',
    summary:
      'Spec: upload a goods list (xlsx, multipart field `file`, up to 500 rows) as a task of the task center: each ' +
      'row is matched; the task offers the matched list as xlsx and match/{taskId} answers its rows',
    tags,
    access: MATCH,
    query: HsUploadQuery,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  exportMatchList: defineEndpoint({
    method: 'POST',
    path: '/api/clearanceHsCode/exportMatchList',
    summary:
      'Ours: the list on the screen (names with the codes picked) as the matched list xlsx, a task of the task center',
    tags,
    access: MATCH,
    body: HsExportInput,
    response: okObj(TaskSubmitted),
  }),
};
