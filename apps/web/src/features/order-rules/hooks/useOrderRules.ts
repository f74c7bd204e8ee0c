import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Option, OrderRuleGroupInput, OrderRuleInput, OrderRuleStatusInput } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { orderRulesApi } from '../api/orderRulesApi';
import { orderRuleKeys } from './queryKeys';

const KEEP = { staleTime: 5 * 60_000 } as const;

function useOptions(key: readonly unknown[], load: (signal: AbortSignal) => Promise<{ rows: Option[] }>) {
  const query = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await load(signal)).rows, ...KEEP });
  return { ...query, options: query.data ?? [] };
}

export const useStrategyOptions = () => {
  const lang = useLanguage();
  return useOptions(orderRuleKeys.strategies(lang), orderRulesApi.strategies);
};

export const useStatusOptions = () => {
  const lang = useLanguage();
  return useOptions(orderRuleKeys.statuses(lang), orderRulesApi.statuses);
};

export const useProductOptions = () => {
  const lang = useLanguage();
  return useOptions(orderRuleKeys.products(lang), orderRulesApi.products);
};

/** ORDER_RULE postcode groups as select option groups, one per country. */
export function usePostcodeGroupOptions() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: orderRuleKeys.postcodeGroups(lang),
    queryFn: async ({ signal }) => (await orderRulesApi.postcodeGroups(signal)).rows,
    ...KEEP,
  });
  const options = (query.data ?? []).map((c) => ({
    label: `${c.label} (${c.value})`,
    title: c.label,
    options: c.children.map((g) => ({ label: g.label, value: g.value })),
  }));
  return { ...query, options };
}

/** Customers matching what the user typed (the server answers 200 at most). */
export function useCustomerOptions(keyword: string) {
  const query = useQuery({
    queryKey: orderRuleKeys.customers(keyword),
    queryFn: async ({ signal }) => (await orderRulesApi.customers(keyword, signal)).rows,
    placeholderData: keepPreviousData,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderRuleKeys.groups() });
}

/** A mutation that reloads the list when it succeeds. */
function useListMutation<I, O>(fn: (input: I) => Promise<O>) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: fn, onSuccess: invalidate });
}

export const useSaveGroup = () => useListMutation((input: OrderRuleGroupInput) => orderRulesApi.saveGroup(input));
export const useSaveRule = () => useListMutation((input: OrderRuleInput) => orderRulesApi.saveRule(input));
export const useChangeStatus = () =>
  useListMutation((input: OrderRuleStatusInput) => orderRulesApi.changeStatus(input));
export const useMoveRule = () =>
  useListMutation(({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
    direction === 'up' ? orderRulesApi.moveUp(id) : orderRulesApi.moveDown(id),
  );
export const useCopyRule = () => useListMutation((id: number) => orderRulesApi.copyRule(id));
export const useCopyGroup = () => useListMutation((id: number) => orderRulesApi.copyGroup(id));
export const useDeleteRule = () =>
  useListMutation(({ groupId, id }: { groupId: number; id: number }) => orderRulesApi.deleteRule(groupId, id));
export const useDeleteGroup = () => useListMutation((id: number) => orderRulesApi.deleteGroup(id));
export const useBatchDeleteGroups = () => useListMutation((ids: number[]) => orderRulesApi.batchDeleteGroups(ids));
