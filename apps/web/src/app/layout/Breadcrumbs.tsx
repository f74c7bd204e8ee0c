import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findRoute, type RouteEntry } from '../../shared/session';
import { HOME_PATH } from './useLayoutRoutes';

/** Home, then the menu titles above the current page. */
export function Breadcrumbs({ routes }: { routes: RouteEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findRoute(routes, pathname);
  const trail = route && route.path !== HOME_PATH ? route.trail : [];
  const items = [
    { key: 'home', title: <Link to={HOME_PATH}>{t('nav.home')}</Link> },
    ...trail.map((title, i) => ({ key: `${i}-${title}`, title })),
  ];
  return <Breadcrumb items={items} data-testid="breadcrumbs" />;
}
