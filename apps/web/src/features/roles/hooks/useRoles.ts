import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, RoleInput, RoleUpdate } from '@parcelhub/contracts';
import { rolesApi } from '../api/rolesApi';

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => ['roles', 'list'] as const,
  modules: (lang: Language) => ['roles', 'modules', lang] as const,
  menuTree: (lang: Language) => ['roles', 'menuTree', lang] as const,
  level: () => ['roles', 'level'] as const,
};

export const useRoleModules = (lang: Language, enabled = true) =>
  useQuery({ queryKey: roleKeys.modules(lang), queryFn: ({ signal }) => rolesApi.modules(signal), enabled });

export const useRoleMenuTree = (lang: Language, enabled = true) =>
  useQuery({ queryKey: roleKeys.menuTree(lang), queryFn: ({ signal }) => rolesApi.menuTree(signal), enabled });

export const useMyRoleLevel = () =>
  useQuery({ queryKey: roleKeys.level(), queryFn: ({ signal }) => rolesApi.level(signal) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
}

export function useSaveRole() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RoleInput | RoleUpdate) => ('id' in input ? rolesApi.update(input) : rolesApi.create(input)),
    onSuccess: invalidate,
  });
}

export function useDeleteRoles() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (ids: number[]) => rolesApi.remove(ids), onSuccess: invalidate });
}
