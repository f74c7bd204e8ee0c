import { createContext, useContext } from 'react';
import type { MenuNode } from '@parcelhub/contracts';
import type { CurrentUser, RouteEntry } from './types';

export interface SessionValue {
  currentUser: CurrentUser;
  /** The menu tree as the sidebar shows it. */
  menus: MenuNode[];
  routes: RouteEntry[];
}

export const SessionContext = createContext<SessionValue | null>(null);

/** Inside the logged-in layout only. */
export function useSessionContext(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSessionContext outside the logged-in layout');
  return value;
}
