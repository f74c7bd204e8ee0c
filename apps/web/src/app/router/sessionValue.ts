import type { MenuNode } from '@parcelhub/contracts';
import { menuToRoutes, visibleMenuTree, type CurrentUser, type SessionValue } from '../../shared/session';
import { hasPage } from '../registry';

/** The signed-in session the layout runs on: the server's menu less the entries whose screen is not built yet. */
export function sessionValueOf(currentUser: CurrentUser, menus: readonly MenuNode[]): SessionValue {
  const tree = visibleMenuTree(menus, hasPage);
  return { currentUser, menus: tree, routes: menuToRoutes(tree, hasPage), hasPage };
}
