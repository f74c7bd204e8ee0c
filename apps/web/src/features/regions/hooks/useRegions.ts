import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CityInput, RegionUpdate } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { regionsApi } from '../api/regionsApi';
import { regionKeys } from './queryKeys';

function useInvalidate() {
  const queryClient = useQueryClient();
  // Country names show in other features' dropdowns too (cached under 'countries').
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: regionKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['countries'] }),
    ]);
}

/** The country dropdown (label/value in the user's language), once per language. */
export function useCountryOptions() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: regionKeys.options(lang),
    queryFn: async ({ signal }) => (await regionsApi.countryOptions(signal)).rows,
    staleTime: 5 * 60_000,
  });
  return { ...query, options: query.data ?? [] };
}

export function useUpdateRegion() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: RegionUpdate) => regionsApi.update(input), onSuccess: invalidate });
}

export function useSaveCity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CityInput) =>
      input.id ? regionsApi.updateCity({ ...input, id: input.id }) : regionsApi.addCity(input),
    onSuccess: invalidate,
  });
}

export function useDeleteCities() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (ids: number[]) => regionsApi.deleteCities(ids), onSuccess: invalidate });
}
