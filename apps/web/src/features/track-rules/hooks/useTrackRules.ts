import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackRuleGroupSave, TrackRuleSave } from '@parcelhub/contracts';
import { dropdownKeys } from '../../../shared/dropdowns';
import { trackRulesApi } from '../api/trackRulesApi';
import { trackRuleKeys } from './queryKeys';

/** Groups show in dropdowns elsewhere; a rule change may map waiting events: everything of the page reloads. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trackRuleKeys.all }),
      queryClient.invalidateQueries({ queryKey: dropdownKeys.all }),
    ]);
}

export function useRules(groupId: number | null) {
  return useQuery({
    queryKey: trackRuleKeys.rules(groupId ?? 0),
    queryFn: ({ signal }) => trackRulesApi.rules(groupId!, signal),
    enabled: groupId !== null,
  });
}

/** The costs (and their products) using a group's carrier. */
export function useGroupProducts(groupId: number) {
  return useQuery({
    queryKey: trackRuleKeys.products(groupId),
    queryFn: ({ signal }) => trackRulesApi.products(groupId, signal),
  });
}

export function useSaveGroup() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: TrackRuleGroupSave) => trackRulesApi.saveGroup(input), onSuccess });
}

export function useDeleteGroups() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (ids: number[]) => trackRulesApi.deleteGroups(ids), onSuccess });
}

export function useSaveRule() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: TrackRuleSave) => trackRulesApi.saveRule(input), onSuccess });
}

export function useDeleteRules() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (ids: number[]) => trackRulesApi.deleteRules(ids), onSuccess });
}
