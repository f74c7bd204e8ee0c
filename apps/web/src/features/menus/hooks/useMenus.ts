import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, MenuInput, MenuQuery, MenuUpdate } from '@parcelhub/contracts';
import { menusApi } from '../api/menusApi';

export const menuKeys = {
  all: ['menus-admin'] as const,
  list: (lang: Language, query: MenuQuery) => ['menus-admin', 'list', lang, query] as const,
  tree: (lang: Language) => ['menus-admin', 'tree', lang] as const,
};

export const useMenuList = (lang: Language, query: MenuQuery) =>
  useQuery({
    queryKey: menuKeys.list(lang, query),
    queryFn: ({ signal }) => menusApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMenuTree = (lang: Language, enabled: boolean) =>
  useQuery({ queryKey: menuKeys.tree(lang), queryFn: ({ signal }) => menusApi.tree(signal), enabled });

function useInvalidate() {
  const queryClient = useQueryClient();
  // The sidebar reads api/menus/build: an edit here shows there at the next menu load.
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.all });
}

export function useSaveMenu() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: MenuInput | MenuUpdate) => ('id' in input ? menusApi.update(input) : menusApi.create(input)),
    onSuccess: invalidate,
  });
}

export function useDeleteMenus() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (ids: number[]) => menusApi.remove(ids), onSuccess: invalidate });
}
