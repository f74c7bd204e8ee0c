import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/authApi';

/** The login captcha; refreshed on click, after each failed login and when it expires. */
export function useCaptcha() {
  return useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: () => authApi.captcha(),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchInterval: (query) => {
      const expiresIn = query.state.data?.expiresIn;
      return query.state.data?.enabled && expiresIn && expiresIn > 5 ? (expiresIn - 2) * 1000 : false;
    },
  });
}
