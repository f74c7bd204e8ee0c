import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostcodeEntryInput, PostcodeGroupInput } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { postcodesApi } from '../api/postcodesApi';
import { postcodeKeys } from './queryKeys';

const KEEP = { staleTime: 5 * 60_000 } as const;

/** Group types as label/value pairs in the user's language (api/postcode/getPostcodeType). */
export function usePostcodeTypes() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: postcodeKeys.types(lang),
    queryFn: async ({ signal }) => (await postcodesApi.types(signal)).rows,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

/** The countries that have groups: the list's filter. */
export function useGroupCountries() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: postcodeKeys.groupCountries(lang),
    queryFn: async ({ signal }) => (await postcodesApi.groupCountries(signal)).rows,
  });
  return { ...query, options: query.data ?? [] };
}

/** Every country: a group's destination. */
export function useAllCountries() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: postcodeKeys.allCountries(lang),
    queryFn: async ({ signal }) => (await postcodesApi.allCountries(signal)).rows,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postcodeKeys.all });
}

export function useSaveGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PostcodeGroupInput) => postcodesApi.saveGroup(input),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => postcodesApi.deleteGroup(id), onSuccess: invalidate });
}

/** A postcode's change moves its group's counts too: everything of the feature is read again. */
export function useSavePostcode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PostcodeEntryInput) => postcodesApi.savePostcode(input),
    onSuccess: invalidate,
  });
}

export function useDeletePostcode() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => postcodesApi.deletePostcode(id), onSuccess: invalidate });
}
