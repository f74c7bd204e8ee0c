import { useMutation } from '@tanstack/react-query';
import type { PublicQuoteInput, QuoteInput } from '@parcelhub/contracts';
import { quoteApi } from '../api/quoteApi';
import { quoteKeys } from './queryKeys';

/** A quote is asked for, not listed: each press of the button is one call, and nothing is cached. */
export function useQuoteCalc() {
  return useMutation({
    mutationKey: quoteKeys.calc(),
    mutationFn: async (input: QuoteInput) => (await quoteApi.calc(input)).rows,
  });
}

export function usePublicQuoteCalc() {
  return useMutation({
    mutationKey: [...quoteKeys.calc(), 'public'],
    mutationFn: async (input: PublicQuoteInput) => (await quoteApi.publicCalc(input)).rows,
  });
}
