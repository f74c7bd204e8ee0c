import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasPage } from '../../../app/registry';
import { firstMenuPath, menuToRoutes, useCurrentUserQuery, useMenusQuery, useToken } from '../../../shared/session';

/** Where a logged-in user goes from the login page: the redirect query, else the first menu page. */
export function resolveRedirect(redirect: string | null, firstPath: string | null): { external: boolean; to: string } {
  if (redirect && /^https?:\/\//i.test(redirect)) return { external: true, to: redirect };
  const safe =
    redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')
      ? redirect
      : null;
  return { external: false, to: safe ?? firstPath ?? '/home' };
}

/**
 * With a valid session (an existing one, or one just opened by the form) the login page loads the user and the
 * menu, then leaves. Returns true while that is under way.
 */
export function useAfterLogin(redirect: string | null): boolean {
  const token = useToken();
  const navigate = useNavigate();
  const user = useCurrentUserQuery();
  const menus = useMenusQuery(user.isSuccess);
  const ready = token !== null && user.isSuccess && menus.isSuccess;
  const menuData = menus.data;

  useEffect(() => {
    if (!ready || !menuData) return;
    const target = resolveRedirect(redirect, firstMenuPath(menuToRoutes(menuData, hasPage)));
    if (target.external) window.location.href = target.to;
    else void navigate(target.to, { replace: true });
  }, [ready, menuData, redirect, navigate]);

  return token !== null && !user.isError && !menus.isError;
}
