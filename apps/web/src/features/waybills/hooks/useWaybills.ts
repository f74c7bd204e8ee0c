import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaybillLinkInput, WaybillSave, WaybillTrackInput, WaybillUnlinkInput } from '@parcelhub/contracts';
import { waybillsApi } from '../api/waybillsApi';
import { waybillKeys } from './queryKeys';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: waybillKeys.all });
}

/** A waybill's events; while one is being applied to its parcels, asked again every few seconds. */
export function useWaybillTrack(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.track(id ?? 0),
    queryFn: ({ signal }) => waybillsApi.trackInfo(id!, signal),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.events.some((e) => e.appliedAt === null) ? 3000 : false),
  });
}

export function useWaybillParcels(id: number | null, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...waybillKeys.parcels(id ?? 0, pageNo), pageSize],
    queryFn: ({ signal }) => waybillsApi.parcels(id!, { pageNo, pageSize }, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveWaybill() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: WaybillSave) => waybillsApi.save(input), onSuccess });
}

export function useTrackWaybill() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: WaybillTrackInput }) => waybillsApi.track(id, input),
    onSuccess,
  });
}

export function useLinkParcels() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: WaybillLinkInput) => waybillsApi.link(input), onSuccess });
}

export function useUnlinkParcels() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: WaybillUnlinkInput) => waybillsApi.unlink(input), onSuccess });
}
