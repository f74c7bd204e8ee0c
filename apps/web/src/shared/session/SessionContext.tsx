import { createContext, useContext } from 'react';
import type { MenuNode } from '@parcelhub/contracts';
import type { HasPage } from './menuRoutes';
import type { CurrentUser, RouteEntry } from './types';

export interface SessionValue {
  currentUser: CurrentUser;
  /** The menu tree as the sidebar shows it: only entries whose screen is built. */
  menus: MenuNode[];
  routes: RouteEntry[];
  /** Whether a component key has a screen (the page registry): links to a page outside the menu ask it first. */
  hasPage: HasPage;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** Inside the logged-in layout only. */
export function useSessionContext(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSessionContext outside the logged-in layout');
  return value;
}
