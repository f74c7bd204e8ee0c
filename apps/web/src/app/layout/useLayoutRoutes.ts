import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findRoute, useSessionContext, type RouteEntry } from '../../shared/session';

export const HOME_PATH = '/home';

/** The menu's pages plus the fixed pages of the layout (spec §2) built so far, when the menu does not list them. */
export function useLayoutRoutes(): RouteEntry[] {
  const { routes, hasPage } = useSessionContext();
  const { t } = useTranslation();
  return useMemo(() => {
    const fixed: Array<[string, string, string]> = [
      [HOME_PATH, 'home/index', t('nav.home')],
      ['/download/index', 'download/index', t('nav.taskList')],
      [
        '/subscriberPermissionConfig/subscribableService',
        'subscriberPermissionConfig/subscribableService',
        t('nav.upgrade'),
      ],
    ];
    const extra = fixed
      .filter(([path, componentKey]) => hasPage(componentKey) && !findRoute(routes, path))
      .map(([path, componentKey, title]): RouteEntry => ({
        menuId: -1,
        path,
        componentKey,
        title,
        icon: '',
        noCache: false,
        trail: [title],
      }));
    return [...routes, ...extra];
  }, [routes, hasPage, t]);
}
