import { useQuery } from '@tanstack/react-query';
import { homeApi } from '../api/homeApi';

/**
 * Under the orders' key prefix on purpose: whatever changes orders (placing, cancelling, releasing) invalidates
 * `['orders']`, and the home's counts follow.
 */
export const homeCountKeys = { counts: () => ['orders', 'home-counts'] as const };

export function useHomeCounts() {
  return useQuery({
    queryKey: homeCountKeys.counts(),
    queryFn: ({ signal }) => homeApi.counts(signal),
    staleTime: 30_000,
  });
}
