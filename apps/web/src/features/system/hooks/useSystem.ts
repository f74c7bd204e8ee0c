import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemApi } from '../api/systemApi';

/** Query key prefixes; the list pages add language, page and filters. */
export const systemKeys = {
  outbox: ['system', 'outbox'] as const,
  allUsers: ['system', 'users'] as const,
};

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => systemApi.approve(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.allUsers }),
  });
}
