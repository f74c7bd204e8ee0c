import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { App as AntApp } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, isCanceled } from '../../shared/http';
import { PageSpin } from '../../shared/components/PageSpin';
import {
  logout,
  SessionContext,
  useCurrentUserQuery,
  useMenusQuery,
  useToken,
  type SessionValue,
} from '../../shared/session';
import { applyLanguage, currentLanguage, storedLanguage } from '../../i18n';
import { BasicLayout } from '../layout/BasicLayout';
import { loginUrl } from '../navigation';
import { PhoneGate } from './PhoneGate';
import { sessionValueOf } from './sessionValue';

/** A 401 is handled by the HTTP client (it clears the session); a cancelled call is simply asked again. */
const isFatal = (e: unknown) => !!e && !isCanceled(e) && !(isApiError(e) && e.status === 401);

/**
 * No token: to the login page, remembering where the user was going. With a token: load the user (or a
 * sub-account's auth list) and the menu, then show the layout whose routes come from that menu. A failed load
 * logs out and reloads (spec §4).
 */
export function AuthGuard() {
  const token = useToken();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userQuery = useCurrentUserQuery();
  const menusQuery = useMenusQuery(userQuery.isSuccess);

  const fatal = isFatal(userQuery.error) || (isFatal(menusQuery.error) && !menusQuery.data);
  useEffect(() => {
    if (!fatal) return;
    void logout(queryClient).finally(() => window.location.reload());
  }, [fatal, queryClient]);

  const { refetch: refetchUser, error: userError } = userQuery;
  const { refetch: refetchMenus, error: menusError } = menusQuery;
  useEffect(() => {
    if (isCanceled(userError)) void refetchUser();
    if (isCanceled(menusError)) void refetchMenus();
  }, [userError, menusError, refetchUser, refetchMenus]);

  const user = userQuery.data;
  useEffect(() => {
    // No language chosen on this browser: follow the one saved on the account.
    if (user && !storedLanguage() && user.language !== currentLanguage()) void applyLanguage(user.language);
  }, [user]);

  const menus = menusQuery.data;
  const value = useMemo<SessionValue | null>(() => {
    if (!user || !menus) return null;
    return sessionValueOf(user, menus);
  }, [user, menus]);

  if (!token) return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  if (!value) return <PageSpin fullScreen />;
  return (
    <SessionContext.Provider value={value}>
      {/* antd's App (modal, message, notification hooks) for the pages; the public pages do without it. */}
      <AntApp>
        <PhoneGate>
          <BasicLayout />
        </PhoneGate>
      </AntApp>
    </SessionContext.Provider>
  );
}
