import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Country } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { addressApi } from '../api/addressApi';
import { addressKeys } from './queryKeys';

/** All countries, once per session and language (labels come in the user's language). */
export function useCountries() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: addressKeys.countries(lang),
    queryFn: async ({ signal }) => (await addressApi.countries(signal)).rows,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const byCode = useMemo(() => new Map<string, Country>((query.data ?? []).map((c) => [c.value, c])), [query.data]);
  return { ...query, countries: query.data ?? [], byCode };
}
