import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { quoteApi } from '../api/quoteApi';
import { quoteKeys } from './queryKeys';

/** Lists change with an operator's edit, not during a page's life (as the shared dropdowns keep them). */
const KEEP = { staleTime: 30 * 60 * 1000, gcTime: Infinity } as const;

/** The countries dropdown for a signed-in user, labelled in the current language. */
export function useQuoteCountries() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: quoteKeys.countries(lang),
    queryFn: ({ signal }) => quoteApi.countries(signal),
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Customers matching what was typed (the server searches; an answer holds at most 200). */
export function useQuoteCustomers(keyword: string, enabled: boolean) {
  const lang = useLanguage();
  const term = useDebounced(keyword.trim(), 300);
  const query = useQuery({
    queryKey: quoteKeys.customers(lang, term),
    queryFn: ({ signal }) => quoteApi.customers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, options: query.data ?? [] };
}
