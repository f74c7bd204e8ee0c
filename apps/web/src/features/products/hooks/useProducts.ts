import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/useLanguage';
import { productsApi } from '../api/productsApi';
import { productKeys } from './queryKeys';

/** A write of the product screens: every product list and config reloads after it. */
export function useProductMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** The costs a product can go on (`api/dropdownData/productCostSelects`), for those who keep costs. */
export function useCostOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: productKeys.costs(),
    queryFn: async ({ signal }) => (await productsApi.costOptions(signal)).rows,
    enabled,
    staleTime: 60_000,
  });
  return { ...query, options: query.data ?? [] };
}

/** A cost's summary (name, status, carry rule) under the form's cost field. */
export function useCostInfo(id: number | undefined) {
  return useQuery({
    queryKey: productKeys.cost(id ?? 0),
    queryFn: ({ signal }) => productsApi.costInfo(id!, signal),
    enabled: !!id && id > 0 && id <= 2_147_483_647,
    retry: false,
    staleTime: 30_000,
  });
}

export function useLogisticsServices() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: [...productKeys.services(), lang],
    queryFn: async ({ signal }) => (await productsApi.logisticsServices(signal)).rows,
    staleTime: 5 * 60_000,
  });
  return query.data ?? [];
}

/** One config of a product, loaded while its tab is open. */
export function useProductConfig<T>(
  kind: string,
  productId: number,
  load: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: productKeys.config(kind, productId),
    queryFn: ({ signal }) => load(productId, signal),
  });
}
