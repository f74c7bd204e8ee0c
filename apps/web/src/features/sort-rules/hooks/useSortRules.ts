import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortRuleAdd, SortRuleUpdate } from '@parcelhub/contracts';
import { useDropdown } from '../../../shared/dropdowns';
import { sortRulesApi } from '../api/sortRulesApi';

export const sortRuleKeys = {
  all: ['sort-rules'] as const,
  /** The list page adds language, page and filters after this. */
  list: (warehouseId: number) => ['sort-rules', 'list', warehouseId] as const,
};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sortRuleKeys.all });
}

const WITH_DISABLED = { query: { withDisabled: 'true' } } as const;

/** The rule page's warehouses: the one warehouse picker, disabled warehouses too (their rules stay editable). */
export function useWarehouseOptions() {
  return useDropdown('warehouseOptions', WITH_DISABLED);
}

export function useSaveRule() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: SortRuleAdd | SortRuleUpdate) =>
      'id' in input && input.id ? sortRulesApi.update(input as SortRuleUpdate) : sortRulesApi.add(input),
    onSuccess,
  });
}

export function useRuleAction() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'enable' | 'disable' | 'remove' }): Promise<void> => {
      await sortRulesApi[action](id);
    },
    onSuccess,
  });
}
