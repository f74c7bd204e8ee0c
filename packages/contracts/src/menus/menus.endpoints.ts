import { z } from 'zod';
import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import { MenuDto, MenuDtoTree, MenuNode, MenuTreeOption } from './menus';
import { MenuIdList, MenuIdQuery, MenuInput, MenuPidQuery, MenuQuery, MenuUpdate } from './menus.input';

const manage = needs('system:menu');
const tags = ['menus'];

export const menusEndpoints = {
  build: defineEndpoint({
    method: 'GET',
    path: '/api/menus/build',
    summary: "The caller's menu tree",
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(z.array(MenuNode)),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/menus',
    summary: 'Menu entries, flat, filtered and paged (the screen builds the tree)',
    tags,
    access: manage,
    query: MenuQuery,
    response: okRows(MenuDto),
  }),
  lazy: defineEndpoint({
    method: 'GET',
    path: '/api/menus/lazy',
    summary: 'The children of one entry (pid 0: the top level), for lazily loaded trees',
    tags,
    access: manage,
    query: MenuPidQuery,
    response: okRows(MenuDto),
  }),
  menuList: defineEndpoint({
    method: 'GET',
    path: '/api/menus/menuList',
    summary: 'The whole tree under one entry (pid 0: everything), as picker options',
    tags,
    access: manage,
    query: MenuPidQuery,
    response: okRows(MenuTreeOption),
  }),
  child: defineEndpoint({
    method: 'GET',
    path: '/api/menus/child',
    summary: 'The ids of an entry and of everything under it',
    tags,
    access: manage,
    query: MenuIdQuery,
    response: okRows(z.number()),
  }),
  superior: defineEndpoint({
    method: 'POST',
    path: '/api/menus/superior',
    summary: 'The tree from the given entries up to the top level, with the siblings on the way',
    tags,
    access: manage,
    body: MenuIdList,
    response: okRows(MenuDtoTree),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/menus',
    summary: 'Creates a menu entry',
    tags,
    access: manage,
    body: MenuInput,
    response: okObj(MenuDto),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/menus',
    summary: 'Edits a menu entry; the seed keeps the fields changed here',
    tags,
    access: manage,
    body: MenuUpdate,
    response: okObj(MenuDto),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/menus',
    summary: 'Deletes menu entries and everything under them; deleted seed entries stay deleted',
    tags,
    access: manage,
    body: MenuIdList,
    response: okObj(z.object({ deleted: z.number() })),
  }),
};
