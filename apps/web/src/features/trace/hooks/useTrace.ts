import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TraceDbEdit, TraceStationSave } from '@parcelhub/contracts';
import { traceApi } from '../api/traceApi';
import { traceKeys } from './queryKeys';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: traceKeys.all });
}

export function useSaveStation() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: TraceStationSave) => traceApi.saveStation(input), onSuccess });
}

export function useStationEnabled() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      enabled ? traceApi.enableStation(id) : traceApi.disableStation(id),
    onSuccess,
  });
}

export function useEditRecord() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: TraceDbEdit) => traceApi.edit(input), onSuccess });
}

export function useDeleteRecords() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (ids: number[]) => traceApi.remove(ids), onSuccess });
}

export function useMatchNumber() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (deliveryNumber: string) => traceApi.match(deliveryNumber), onSuccess });
}

/** The match attempts of one delivery number (the drawer), or of all when it is ''. */
export function useMatches(deliveryNumber: string | null) {
  return useQuery({
    queryKey: traceKeys.matches(deliveryNumber ?? ''),
    queryFn: ({ signal }) =>
      traceApi.matches({ pageNo: 0, pageSize: 50, ...(deliveryNumber ? { deliveryNumber } : {}) }, signal),
    enabled: deliveryNumber !== null,
  });
}
