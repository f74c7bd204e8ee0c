import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import {
  GrantableMenu,
  SubAccount,
  SubAccountCreateInput,
  SubAccountGrantInput,
  SubAccountIdPath,
  SubAccountIdsInput,
  SubAccountQuery,
  SubAccountUpdateInput,
} from './sub-accounts';

const tags = ['sub-accounts'];
const access = needs('account:sub');

/** A customer main account's sub-accounts. A sub-account never manages sub-accounts. */
export const subAccountsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/list',
    summary: 'The main account’s sub-accounts',
    tags,
    access,
    body: SubAccountQuery,
    response: okRows(SubAccount),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/add',
    summary: 'Create a sub-account, with the menus granted to it',
    tags,
    access,
    body: SubAccountCreateInput,
    response: okObj(z.object({ id: z.number() })),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/update',
    summary: 'Update a sub-account (names, contact, password)',
    tags,
    access,
    body: SubAccountUpdateInput,
    response: okEmpty,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/delete',
    summary: 'Delete sub-accounts',
    tags,
    access,
    body: SubAccountIdsInput,
    response: okEmpty,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/disable/:id',
    summary: 'Disable a sub-account and end its sessions',
    tags,
    access,
    params: SubAccountIdPath,
    response: okEmpty,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/enable/:id',
    summary: 'Enable a sub-account',
    tags,
    access,
    params: SubAccountIdPath,
    response: okEmpty,
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: '/api/subAccount/grant',
    summary: 'Set the menus a sub-account is granted (only the main account’s own)',
    tags,
    access,
    body: SubAccountGrantInput,
    response: okEmpty,
  }),
  menus: defineEndpoint({
    method: 'GET',
    path: '/api/subAccount/menus',
    summary: 'The menu entries the main account may grant',
    tags,
    access,
    response: okRows(GrantableMenu),
  }),
};
