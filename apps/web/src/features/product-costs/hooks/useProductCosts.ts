import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DockModelInput,
  DockingProviderInput,
  PostcodeRuleInput,
  PricesInput,
  ProductCostAccountInput,
  ProductCostInput,
  SurchargeInput,
  SurchargeType,
  ZoneIdsInput,
  ZoneInput,
} from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { productCostsApi as api } from '../api/productCostsApi';
import { costKeys } from './queryKeys';

const KEEP = { staleTime: 5 * 60_000 } as const;

/** Every change on the cost side may show anywhere on these screens: one prefix, invalidated whole. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: costKeys.all });
}

export function useCost(id: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: costKeys.cost(id ?? 0, lang),
    queryFn: ({ signal }) => api.get(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useCostOptions() {
  const query = useQuery({
    queryKey: costKeys.options(),
    queryFn: async ({ signal }) => (await api.options(signal)).rows,
  });
  return { ...query, options: query.data ?? [] };
}

export function useOwnerOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: costKeys.owners(),
    queryFn: async ({ signal }) => (await api.ownerOptions(signal)).rows,
    enabled,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

export function useCountryOptions() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: costKeys.countries(lang),
    queryFn: async ({ signal }) => (await api.countries(signal)).rows,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

export function usePostcodeGroupOptions() {
  const query = useQuery({
    queryKey: costKeys.postcodeGroups(),
    queryFn: async ({ signal }) => (await api.postcodeGroups(signal)).rows,
  });
  return { ...query, options: query.data ?? [] };
}

export function useProviderOptions() {
  const query = useQuery({
    queryKey: costKeys.providerOptions(),
    queryFn: async ({ signal }) => (await api.providerOptions(signal)).rows,
  });
  return { ...query, options: query.data ?? [] };
}

/** A provider's dock models: enabled ones, or all of them for the provider screen. */
export function useDockModels(providerId: number | null | undefined, all = false) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: costKeys.dockModels(providerId ?? 0, all, lang),
    queryFn: async ({ signal }) => (await api.dockModels(providerId ?? 0, all, signal)).rows,
    enabled: !!providerId,
  });
  return { ...query, models: query.data ?? [] };
}

export function usePrices(costId: number) {
  const query = useQuery({
    queryKey: costKeys.prices(costId),
    queryFn: async ({ signal }) => (await api.prices(costId, signal)).rows,
  });
  return { ...query, bands: query.data ?? [] };
}

export function useCalcInfo(costId: number) {
  const lang = useLanguage();
  return useQuery({ queryKey: costKeys.calcInfo(costId, lang), queryFn: ({ signal }) => api.calcInfo(costId, signal) });
}

export function useSurcharges(costId: number | null, type: SurchargeType | undefined) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: costKeys.surcharges(costId ?? 0, type, lang),
    queryFn: async ({ signal }) => (await api.surcharges(costId ?? 0, type, signal)).rows,
    enabled: costId !== null,
  });
  return { ...query, rows: query.data ?? [] };
}

const mutation = <I, O>(fn: (input: I) => Promise<O>) =>
  function useIt() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: fn, onSuccess: invalidate });
  };

export const useSaveCost = mutation((input: ProductCostInput) => api.save(input));
export const useDeleteCost = mutation((id: number) => api.remove(id));
export const useSetCostStatus = mutation((v: { id: number; status: 'ENABLED' | 'DISABLED' }) =>
  api.setStatus(v.id, v.status),
);
export const useSaveAccount = mutation((v: { costId: number; input: ProductCostAccountInput }) =>
  api.saveAccount(v.costId, v.input),
);
export const useSavePostcodeRule = mutation((v: { costId: number; input: PostcodeRuleInput }) =>
  api.savePostcodeRule(v.costId, v.input),
);
export const useSaveZone = mutation((input: ZoneInput) => api.saveZone(input));
export const useDeleteZones = mutation((input: ZoneIdsInput) => api.deleteZones(input));
export const useSavePrices = mutation((v: { costId: number; input: PricesInput }) => api.savePrices(v.costId, v.input));
export const useSaveSurcharge = mutation((input: SurchargeInput) => api.saveSurcharge(input));
export const useDeleteSurcharge = mutation((id: number) => api.deleteSurcharge(id));
export const useSaveProvider = mutation((input: DockingProviderInput) => api.saveProvider(input));
export const useDeleteProvider = mutation((id: number) => api.deleteProvider(id));
export const useSaveDockModel = mutation((input: DockModelInput) => api.saveDockModel(input));
export const useDeleteDockModel = mutation((id: number) => api.deleteDockModel(id));
