import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@parcelhub/contracts';
import { addressApi } from '../api/addressApi';
import { addressKeys } from './queryKeys';

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
