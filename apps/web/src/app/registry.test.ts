import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@parcelhub/contracts';
import { ComingSoonPage } from '../shared/components/ComingSoon';
import { firstMenuPath, findRoute, menuToRoutes, visibleMenuTree } from '../shared/session/menuRoutes';
import { hasPage, normaliseKey, PAGE_LOADERS, resolvePage } from './registry';
import { sessionValueOf } from './router/sessionValue';
import type { CurrentUser } from '../shared/session';

let nextId = 1;
function node(partial: Partial<MenuNode> & Pick<MenuNode, 'type' | 'path'>): MenuNode {
  const id = nextId++;
  return {
    id,
    pid: null,
    name: `n${id}`,
    component: null,
    hidden: false,
    sort: id,
    meta: { title: `T${id}`, icon: '', noCache: false },
    ...partial,
  };
}

const menus: MenuNode[] = [
  node({ type: 1, path: '/home', component: 'home/index', meta: { title: 'Home', icon: 'home', noCache: false } }),
  node({
    type: 0,
    path: '/address',
    meta: { title: 'Addresses', icon: 'address', noCache: false },
    children: [
      node({
        type: 1,
        path: '/address/book',
        component: 'address/index',
        meta: { title: 'Address book', icon: '', noCache: false },
      }),
      node({ type: 1, path: '/address/secret', component: 'address/index', hidden: true }),
      node({ type: 2, path: '', component: null }),
    ],
  }),
  node({
    type: 0,
    path: '/system',
    meta: { title: 'System', icon: '', noCache: false },
    children: [
      node({
        type: 0,
        path: '/system/msg',
        meta: { title: 'Messages', icon: '', noCache: false },
        children: [
          node({
            type: 1,
            path: 'outbox',
            component: 'system/outbox/index',
            meta: { title: 'Outbox', icon: '', noCache: true },
          }),
        ],
      }),
      node({
        type: 1,
        path: '/system/orders',
        component: 'orders/list/index',
        meta: { title: 'Orders', icon: '', noCache: false },
      }),
    ],
  }),
  node({ type: 0, path: '/empty', children: [node({ type: 1, path: '/empty/x', hidden: true })] }),
];

describe('menu to routes', () => {
  it('turns every visible page into a route with its title trail', () => {
    const routes = menuToRoutes(menus, () => true);
    expect(routes.map((r) => r.path)).toEqual(['/home', '/address/book', '/system/msg/outbox', '/system/orders']);
    expect(routes[1]?.trail).toEqual(['Addresses', 'Address book']);
    expect(routes[2]?.trail).toEqual(['System', 'Messages', 'Outbox']);
    expect(routes[2]?.noCache).toBe(true);
  });

  it('drops hidden items, buttons and directories left empty', () => {
    const tree = visibleMenuTree(menus, () => true);
    expect(tree.map((n) => n.path)).toEqual(['/home', '/address', '/system']);
    expect(tree[1]?.children?.map((n) => n.path)).toEqual(['/address/book']);
  });

  it('finds the first page and matches paths with a trailing slash', () => {
    const routes = menuToRoutes(menus, () => true);
    expect(firstMenuPath(routes)).toBe('/home');
    expect(findRoute(routes, '/address/book/')?.componentKey).toBe('address/index');
    expect(findRoute(routes, '/nope')).toBeUndefined();
  });
});

const user = { privilegeType: 'USER', permissions: [] } as unknown as CurrentUser;

describe('menu entries without a screen', () => {
  it('are not shown: the session keeps only the entries the page registry has a page for', () => {
    expect(hasPage('system/outbox/index')).toBe(true);
    expect(hasPage('/address/index.vue')).toBe(true);
    expect(hasPage('orders/list/index')).toBe(false);
    expect(hasPage(null)).toBe(false);
    const session = sessionValueOf(user, menus);
    expect(session.routes.map((r) => r.path)).toEqual(['/home', '/address/book', '/system/msg/outbox']);
    expect(session.menus.find((n) => n.path === '/system')?.children?.map((n) => n.path)).toEqual(['/system/msg']);
    // A directory whose pages are all unbuilt goes with them.
    const unbuilt = [
      node({ type: 0, path: '/later', children: [node({ type: 1, path: '/later/x', component: 'later/x/index' })] }),
    ];
    expect(sessionValueOf(user, unbuilt)).toMatchObject({ menus: [], routes: [] });
  });
});

describe('page registry', () => {
  it('maps known component keys to lazily loaded pages', () => {
    const built = [
      'home/index',
      'address/index',
      'download/index',
      'account/sub/index',
      'system/outbox/index',
      'system/users/index',
      'system/roles/index',
      'system/sessions/index',
      'system/menu/index',
      'system/dict/index',
      'system/region/index',
      'system/city/index',
      'product/cost/index',
      'product/surcharge/index',
      'product/docking/index',
      'product/postcode/index',
      'product/shelf/index',
      'product/quotation/index',
      'product/supplier/index',
      'product/mine/index',
      'product/label/index',
      'system/oplog/index',
      'system/dueWork/index',
      'product/quote/index',
      'product/order-rules/index',
      'order/batch/index',
      'order/place/index',
      'order/list/index',
      'order/scan/index',
      'order/abnormal/index',
      'finance/wallet/index',
      'finance/recharge/index',
      'finance/recharge-review/index',
      'finance/flow/index',
      'warehouse/tail-logistics/index',
      'tracking/rule-group/index',
      'tracking/station/index',
      'tracking/trace-db/index',
      'account/api/index',
      'order/tracking/index',
      'tracking/webhook/index',
      'tracking/business-system/index',
      'order/waybill/index',
      'warehouse/sort-task/index',
      'warehouse/bagging/index',
      'clearance/order/index',
      'clearance/aviation/index',
      'warehouse/bay/index',
      'clearance/hs-code/index',
      'warehouse/list/index',
      'warehouse/sort-rule/index',
      'clearance/port/index',
      'clearance/industry/index',
      'clearance/service/index',
      'clearance/product/index',
      'clearance/price/index',
    ] as const;
    for (const key of built) {
      const page = resolvePage(key);
      expect(page.available).toBe(true);
      expect(page.Component).not.toBe(ComingSoonPage);
      expect(resolvePage(key).Component).toBe(page.Component);
    }
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...built].sort());
  });

  it('shows the coming-soon page for an unknown or missing key', () => {
    expect(resolvePage('orders/list/index')).toEqual({
      componentKey: 'orders/list/index',
      available: false,
      Component: ComingSoonPage,
    });
    expect(resolvePage(null).Component).toBe(ComingSoonPage);
    expect(resolvePage('').available).toBe(false);
  });

  it('accepts keys written with a leading slash or an extension', () => {
    expect(normaliseKey('/address/index.vue')).toBe('address/index');
    expect(resolvePage('/home/index').available).toBe(true);
  });

  // Transforming every page's module graph the first time takes tens of seconds on a busy machine.
  it('loads each page module', { timeout: 120_000 }, async () => {
    for (const loader of Object.values(PAGE_LOADERS)) {
      const mod = await loader();
      expect(typeof mod.default).toBe('function');
    }
  });
});
