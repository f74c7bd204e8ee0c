import { useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { findRoute, firstMenuPath, useSessionContext, type RouteEntry } from '../../../shared/session';
import { RedirectPage } from '../../pages/RedirectPage';
import { missingPageTarget } from '../../router/missingPage';
import { HOME_PATH } from '../useLayoutRoutes';
import { PageHost } from './PageHost';
import { useTabs } from './TabsContext';

/**
 * Renders the current page and keeps the last visited ones (up to 10) mounted but hidden, so going back to a tab
 * finds it as it was left: filters, pages, scroll. Each kept view renders against its own location.
 */
export function ViewHost({ routes }: { routes: RouteEntry[] }) {
  const location = useLocation();
  const { state, dispatch } = useTabs();
  const { hasPage } = useSessionContext();
  const active = findRoute(routes, location.pathname);
  const [locations, setLocations] = useState<Record<string, Location>>({});

  const activePath = active?.path ?? null;
  const fullPath = `${location.pathname}${location.search}`;
  const noCache = active?.noCache ?? false;
  useEffect(() => {
    if (!activePath) return;
    dispatch({ type: 'visit', view: { path: activePath, fullPath, affix: activePath === HOME_PATH, noCache } });
    setLocations((prev) => ({ ...prev, [activePath]: location }));
  }, [activePath, fullPath, noCache, dispatch, location]);

  const hasHome = !!findRoute(routes, HOME_PATH);
  useEffect(() => {
    dispatch({ type: 'prune', validPaths: routes.map((r) => r.path) });
    if (hasHome)
      dispatch({ type: 'affix', views: [{ path: HOME_PATH, fullPath: HOME_PATH, affix: true, noCache: false }] });
  }, [routes, hasHome, dispatch]);

  const mounted = useMemo(() => {
    const paths = state.cached.filter((p) => p !== activePath);
    return activePath ? [...paths, activePath] : paths;
  }, [state.cached, activePath]);

  const home = hasHome ? HOME_PATH : (firstMenuPath(routes) ?? HOME_PATH);

  return (
    <>
      {mounted.map((path) => {
        const route = findRoute(routes, path);
        const loc = path === activePath ? location : locations[path];
        if (!route || !loc) return null;
        return (
          <div key={path} style={path === activePath ? undefined : { display: 'none' }} data-view={path}>
            <Routes location={loc}>
              <Route path={route.path} element={<PageHost route={route} />} />
            </Routes>
          </div>
        );
      })}
      {active ? null : (
        <Routes>
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="/" element={<Navigate to={home} replace />} />
          <Route path="*" element={<Navigate to={missingPageTarget(location.pathname, hasPage)} replace />} />
        </Routes>
      )}
    </>
  );
}
