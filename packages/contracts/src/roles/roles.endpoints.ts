import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okObj, okRows, Option } from '../common/envelope';
import { MenuTreeOption } from '../menus/menus';
import { RoleDto, RoleIdList, RoleInput, RoleMenusInput, RoleModule, RoleQuery, RoleUpdate } from './roles';

const manage = needs('system:role');
const tags = ['roles'];

export const rolesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/roles',
    summary: 'Roles, filtered and paged',
    tags,
    access: manage,
    query: RoleQuery,
    response: okRows(RoleDto),
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/api/roles/all',
    summary: 'Every role as label/value pairs (value: the id)',
    tags,
    access: manage,
    response: okRows(Option),
  }),
  level: defineEndpoint({
    method: 'GET',
    path: '/api/roles/level',
    summary: "The caller's level (its most powerful role; lower is more powerful)",
    tags,
    access: manage,
    response: okObj(z.object({ level: z.number() })),
  }),
  moduleList: defineEndpoint({
    method: 'GET',
    path: '/api/roles/roleModuleList',
    summary: 'The modules (permission groups) a role or a subscription plan can carry',
    tags,
    access: manage,
    response: okRows(RoleModule),
  }),
  menuTree: defineEndpoint({
    method: 'GET',
    path: '/api/roles/menuTree',
    summary: 'The menu tree a role can be given: the entries the caller may grant',
    tags,
    access: manage,
    response: okRows(MenuTreeOption),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/roles',
    summary: 'Creates a role (never more than the caller holds, never above its level)',
    tags,
    access: manage,
    body: RoleInput,
    response: okObj(RoleDto),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/roles',
    summary: 'Edits a role (never more than the caller holds, never above its level)',
    tags,
    access: manage,
    body: RoleUpdate,
    response: okObj(RoleDto),
  }),
  assignMenus: defineEndpoint({
    method: 'PUT',
    path: '/api/roles/menu',
    summary: "Replaces a role's menu entries",
    tags,
    access: manage,
    body: RoleMenusInput,
    response: okObj(RoleDto),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/roles',
    summary: 'Deletes roles no user holds (seeded roles stay)',
    tags,
    access: manage,
    body: RoleIdList,
    response: okObj(z.object({ deleted: z.number() })),
  }),
};
