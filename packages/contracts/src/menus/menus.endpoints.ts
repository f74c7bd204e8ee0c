import { z } from 'zod';
import { defineEndpoint, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okObj } from '../common/envelope';
import { MenuNode } from './menus';

export const menusEndpoints = {
  build: defineEndpoint({
    method: 'GET',
    path: '/api/menus/build',
    summary: "The caller's menu tree",
    tags: ['menus'],
    access: SIGNED_IN_ACCESS,
    response: okObj(z.array(MenuNode)),
  }),
};
