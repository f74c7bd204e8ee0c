import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserListQuery } from '@parcelhub/contracts';
import { systemApi, type OutboxListQuery } from '../api/systemApi';

export const systemKeys = {
  outbox: (q: OutboxListQuery) => ['system', 'outbox', q] as const,
  users: (q: UserListQuery) => ['system', 'users', q] as const,
  allUsers: ['system', 'users'] as const,
};

export function useOutbox(query: OutboxListQuery) {
  return useQuery({
    queryKey: systemKeys.outbox(query),
    queryFn: ({ signal }) => systemApi.outbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: systemKeys.users(query),
    queryFn: ({ signal }) => systemApi.users(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => systemApi.approve(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.allUsers }),
  });
}
