import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivilegeType, UserCreateInput, UserUpdateInput } from '@parcelhub/contracts';
import { systemApi } from '../api/systemApi';

/** Query key prefixes; the list pages add language, page and filters. */
export const systemKeys = {
  outbox: ['system', 'outbox'] as const,
  allUsers: ['system', 'users'] as const,
  roleOptions: (type?: PrivilegeType) => ['system', 'roleOptions', type ?? 'ALL'] as const,
  sessions: ['system', 'sessions'] as const,
};

/** A mutation that refreshes the user list when it succeeds. */
function useUserMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.allUsers }),
  });
}

export const useApproveUser = () => useUserMutation((id: number) => systemApi.approve(id));
export const useCreateUser = () => useUserMutation((input: UserCreateInput) => systemApi.createUser(input));
export const useUpdateUser = () => useUserMutation((input: UserUpdateInput) => systemApi.updateUser(input));
export const useRemoveUsers = () => useUserMutation((ids: number[]) => systemApi.removeUsers(ids));
export const useSetUserEnabled = () =>
  useUserMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    enabled ? systemApi.enableUser(id) : systemApi.disableUser(id),
  );
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password?: string }) => systemApi.resetPassword(id, password),
  });

export function useRoleOptions(privilegeType: PrivilegeType | undefined, enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.roleOptions(privilegeType),
    queryFn: ({ signal }) => systemApi.roleOptions(privilegeType, signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => systemApi.endSession(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.sessions }),
  });
}
