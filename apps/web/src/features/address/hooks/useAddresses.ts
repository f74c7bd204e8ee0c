import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, AddressQuery } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { addressApi } from '../api/addressApi';
import { addressKeys } from './queryKeys';

export function useAddressList(query: AddressQuery) {
  const lang = useLanguage();
  return useQuery({
    queryKey: addressKeys.list(lang, query),
    queryFn: ({ signal }) => addressApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

export function useSaveAddress() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: (input: AddressInput) => addressApi.save(input), onSuccess: invalidate });
}

export function useDeleteAddresses() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: (ids: number[]) => addressApi.remove(ids), onSuccess: invalidate });
}

export function useSetDefaultAddress() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: (id: number) => addressApi.setDefault(id), onSuccess: invalidate });
}
