import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubAccountCreateInput, SubAccountUpdateInput } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n/useLanguage';
import { subAccountApi } from '../api/subAccountApi';

export const subAccountKeys = {
  all: ['account', 'sub'] as const,
  menus: (lang: string) => ['account', 'sub-menus', lang] as const,
};

function useSubMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.all }),
  });
}

export const useAddSubAccount = () => useSubMutation((input: SubAccountCreateInput) => subAccountApi.add(input));
export const useUpdateSubAccount = () => useSubMutation((input: SubAccountUpdateInput) => subAccountApi.update(input));
export const useRemoveSubAccounts = () => useSubMutation((ids: number[]) => subAccountApi.remove(ids));
export const useSetSubAccountEnabled = () =>
  useSubMutation(({ id, enabled }: { id: number; enabled: boolean }) => subAccountApi.setEnabled(id, enabled));
export const useGrantMenus = () =>
  useSubMutation(({ id, menuIds }: { id: number; menuIds: number[] }) => subAccountApi.grant(id, menuIds));

/** The menus the main account may grant (its own), in the current language. */
export function useGrantableMenus(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: subAccountKeys.menus(lang),
    queryFn: ({ signal }) => subAccountApi.menus(signal),
    enabled,
    staleTime: 60_000,
  });
}
