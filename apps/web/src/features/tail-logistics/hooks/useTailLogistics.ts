import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryServiceSave, TailLogisticsSave } from '@parcelhub/contracts';
import { dropdownKeys } from '../../../shared/dropdowns';
import { tailLogisticsApi } from '../api/tailLogisticsApi';
import { tailKeys } from './queryKeys';

/** Carriers and services show in dropdowns elsewhere: the lists, the detail and every loaded dropdown reload. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tailKeys.all }),
      queryClient.invalidateQueries({ queryKey: dropdownKeys.all }),
    ]);
}

export function useCarrier(id: number | null) {
  return useQuery({
    queryKey: tailKeys.detail(id ?? 0),
    queryFn: ({ signal }) => tailLogisticsApi.findById(id!, signal),
    enabled: id !== null,
  });
}

export function useSaveCarrier() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: TailLogisticsSave) => tailLogisticsApi.save(input), onSuccess });
}

export function useDeleteCarrier() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => tailLogisticsApi.remove(id), onSuccess });
}

export function useSaveService() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: DeliveryServiceSave) => tailLogisticsApi.saveService(input), onSuccess });
}

export function useDeleteService() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ carrierId, serviceId }: { carrierId: number; serviceId: number }) =>
      tailLogisticsApi.removeService(carrierId, serviceId),
    onSuccess,
  });
}
