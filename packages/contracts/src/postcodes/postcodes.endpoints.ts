import { z } from 'zod';
import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okObj, okRows } from '../common/envelope';
import { TaskSubmitted } from '../tasks/tasks';
import {
  OrderRuleGroupsQuery,
  PostcodeCountryGroups,
  PostcodeDeleted,
  PostcodeEntry,
  PostcodeEntryInput,
  PostcodeExportQuery,
  PostcodeGroup,
  PostcodeGroupDeleted,
  PostcodeGroupDetail,
  PostcodeGroupDetailQuery,
  PostcodeGroupIdParams,
  PostcodeGroupInput,
  PostcodeGroupOption,
  PostcodeGroupOptionQuery,
  PostcodeGroupParameters,
  PostcodeGroupQuery,
  PostcodeIdParams,
  PostcodeImportQuery,
} from './postcodes';

const tags = ['postcodes'];
/** The postcode-group screen (platform and suppliers). */
const MANAGE = needs('product:manage');
/**
 * Reads other screens make (product cost, order rules): any signed-in platform or supplier user; the server answers
 * a customer 403 and shows a supplier only its own groups.
 */
const READ = SIGNED_IN_ACCESS;

export const postcodesEndpoints = {
  countries: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/group/findAllCountry',
    summary: 'The countries that have postcode groups the caller sees, as options (label in the caller language)',
    tags,
    access: READ,
    response: okRows(Option),
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/getPostcodeType',
    summary: 'Postcode group types: REMOTE, NO_REMOTE, NO_DELIVERY, ORDER_RULE (label in the caller language)',
    tags,
    access: READ,
    response: okRows(Option),
  }),
  saveGroup: defineEndpoint({
    method: 'POST',
    path: '/api/postcode/group/save',
    summary: 'Create (no id) or edit a postcode group: name (unique per owner), country, type, description',
    tags,
    access: MANAGE,
    body: PostcodeGroupInput,
    response: okObj(PostcodeGroup),
  }),
  deleteGroup: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/group/delete/:id',
    summary: 'Delete a postcode group with its postcodes; refused (409) while a product cost or rule uses it',
    tags,
    access: MANAGE,
    params: PostcodeIdParams,
    response: okObj(PostcodeGroupDeleted),
  }),
  groupOptions: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/getGroup1',
    summary: 'Postcode groups as options (value: the id), optionally of one country (countryCode) and type',
    tags,
    access: READ,
    query: PostcodeGroupOptionQuery,
    response: okRows(PostcodeGroupOption),
  }),
  group: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/getGroup2/:id',
    summary: 'One postcode group with its postcodes (a page: pageNo, pageSize up to 10,000; keyword)',
    tags,
    access: READ,
    params: PostcodeIdParams,
    query: PostcodeGroupDetailQuery,
    response: okObj(PostcodeGroupDetail),
  }),
  parameters: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/getOtherParameter/:groupId',
    summary: "A postcode group's country, type and counts of postcodes and ranges",
    tags,
    access: READ,
    params: PostcodeGroupIdParams,
    response: okObj(PostcodeGroupParameters),
  }),
  savePostcode: defineEndpoint({
    method: 'POST',
    path: '/api/postcode/save',
    summary:
      'Add (no id) or edit a postcode (SINGLE: start) or range (RANGE: start and end) of a group; US groups take ' +
      'ZIP prefixes of 1-5 digits or ZIP+4, a range within one length; the same entry twice is refused (409)',
    tags,
    access: MANAGE,
    body: PostcodeEntryInput,
    response: okObj(PostcodeEntry),
  }),
  deletePostcode: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/delete/:id',
    summary: 'Delete one postcode or range of a group',
    tags,
    access: MANAGE,
    params: PostcodeIdParams,
    response: okObj(PostcodeDeleted),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/postcode/exportPostcode',
    summary: "Export a group's postcodes (groupId) or those of the groups the filters match, as a task center task",
    tags,
    access: MANAGE,
    body: PostcodeExportQuery,
    response: okObj(TaskSubmitted),
  }),
  importTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/postcode/importTemplate',
    summary: 'The postcode import template: headers in the caller language, an example row, notes',
    tags,
    access: MANAGE,
    response: z.unknown(),
    raw: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/postcode/importPostcode',
    summary:
      'Import postcodes from an xlsx (multipart field `file`, 10,000 rows at most) as a task center task: each row ' +
      'goes to its group id column, or else to the group `groupId` names; bad rows come back in a report',
    tags,
    access: MANAGE,
    query: PostcodeImportQuery,
    response: okObj(TaskSubmitted),
    upload: true,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/postcode/group/findAll',
    summary: 'Postcode groups with their counts, filtered by country, type and name, paged',
    tags,
    access: MANAGE,
    body: PostcodeGroupQuery,
    response: okRows(PostcodeGroup),
  }),
  orderRuleGroups: defineEndpoint({
    method: 'POST',
    path: '/api/postcode/getOrderRulePostcodeGroupGroup',
    summary: 'Postcode groups of type ORDER_RULE as options under their country (optionally one countryCode)',
    tags,
    access: READ,
    body: OrderRuleGroupsQuery,
    response: okRows(PostcodeCountryGroups),
  }),
};
