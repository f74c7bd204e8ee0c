import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { initialTabs, neighbourAfterClose, tabsReducer, type TabsAction, type TabsState } from './tabsReducer';
import { HOME_PATH } from '../useLayoutRoutes';

interface TabsValue {
  state: TabsState;
  dispatch: (action: TabsAction) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refresh: (path: string) => void;
}

const TabsContext = createContext<TabsValue | null>(null);

export function TabsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(tabsReducer, initialTabs);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const fallbackPath = useCallback(
    (views: TabsState['views']) => views.find((v) => v.affix)?.fullPath ?? HOME_PATH,
    [],
  );

  const close = useCallback(
    (path: string) => {
      const view = state.views.find((v) => v.path === path);
      if (!view || view.affix) return;
      const next = neighbourAfterClose(state.views, path);
      dispatch({ type: 'close', path });
      if (path === pathname) void navigate(next?.fullPath ?? fallbackPath(state.views));
    },
    [state.views, pathname, navigate, fallbackPath],
  );

  const closeOthers = useCallback(
    (path: string) => {
      dispatch({ type: 'closeOthers', path });
      const view = state.views.find((v) => v.path === path);
      if (view && path !== pathname) void navigate(view.fullPath);
    },
    [state.views, pathname, navigate],
  );

  const closeAll = useCallback(() => {
    dispatch({ type: 'closeAll' });
    void navigate(fallbackPath(state.views));
  }, [state.views, navigate, fallbackPath]);

  const refresh = useCallback(
    (path: string) => {
      const view = state.views.find((v) => v.path === path);
      dispatch({ type: 'refresh', path });
      void navigate(`/redirect${view?.fullPath ?? path}`, { replace: path === pathname });
    },
    [state.views, pathname, navigate],
  );

  const value = useMemo(
    () => ({ state, dispatch, close, closeOthers, closeAll, refresh }),
    [state, close, closeOthers, closeAll, refresh],
  );
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

export function useTabs(): TabsValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabs outside TabsProvider');
  return value;
}
