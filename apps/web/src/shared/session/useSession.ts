import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/useLanguage';
import { useToken } from './tokenStore';
import { sessionKeys } from './queryKeys';
import { fetchCurrentUser, fetchMenus } from './sessionApi';

export function useCurrentUserQuery() {
  const token = useToken();
  return useQuery({
    queryKey: sessionKeys.current(token),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** Menus are keyed by language: their titles come translated by the server. */
export function useMenusQuery(enabled: boolean) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: sessionKeys.menus(token, lang),
    queryFn: ({ signal }) => fetchMenus(signal),
    enabled: enabled && token !== null,
    staleTime: Infinity,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
