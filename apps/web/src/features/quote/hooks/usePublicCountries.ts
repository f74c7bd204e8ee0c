import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { quoteApi } from '../api/quoteApi';
import { quoteKeys } from './queryKeys';

/** The public calculator's destinations: the countries a product with a public price serves (no session needed). */
export function usePublicCountries() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: quoteKeys.publicCountries(lang),
    queryFn: () => quoteApi.publicCountries(),
    staleTime: 30 * 60 * 1000,
  });
  return { options: query.data ?? [], isLoading: query.isLoading };
}
