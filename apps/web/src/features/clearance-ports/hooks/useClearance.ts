import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClearanceAssign, ClearanceServiceSave } from '@parcelhub/contracts';
import { dropdownKeys } from '../../../shared/dropdowns';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { clearanceKeys } from './queryKeys';

export function useInvalidateClearance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clearanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: dropdownKeys.all }),
    ]);
}

export function usePortStatus() {
  const onSuccess = useInvalidateClearance();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => clearancePortsApi.portStatus(id, enabled),
    onSuccess,
  });
}

export function useDeletePort() {
  const onSuccess = useInvalidateClearance();
  return useMutation({ mutationFn: (id: number) => clearancePortsApi.removePort(id), onSuccess });
}

export function useIndustry(id: number | null) {
  return useQuery({
    queryKey: clearanceKeys.industry(id ?? 0),
    queryFn: ({ signal }) => clearancePortsApi.industry(id!, signal),
    enabled: id !== null,
  });
}

export function useSaveService() {
  const onSuccess = useInvalidateClearance();
  return useMutation({ mutationFn: (input: ClearanceServiceSave) => clearancePortsApi.saveService(input), onSuccess });
}

export function useDeleteService() {
  const onSuccess = useInvalidateClearance();
  return useMutation({
    mutationFn: ({ industryId, serviceId }: { industryId: number; serviceId: number }) =>
      clearancePortsApi.removeService(industryId, serviceId),
    onSuccess,
  });
}

export function useAssignments(serviceId: number | null) {
  return useQuery({
    queryKey: clearanceKeys.assignments(serviceId ?? 0),
    queryFn: ({ signal }) => clearancePortsApi.assignments({ serviceId: String(serviceId), pageSize: 500 }, signal),
    enabled: serviceId !== null,
  });
}

export function useUnassigned(serviceId: number | null, blurry: string) {
  return useQuery({
    queryKey: clearanceKeys.unassigned(serviceId ?? 0, blurry),
    queryFn: ({ signal }) =>
      clearancePortsApi.unassigned({ serviceId: serviceId!, pageSize: 50, ...(blurry ? { blurry } : {}) }, signal),
    enabled: serviceId !== null,
  });
}

export function useAssign() {
  const onSuccess = useInvalidateClearance();
  return useMutation({ mutationFn: (input: ClearanceAssign) => clearancePortsApi.assign(input), onSuccess });
}

export function useCancelAssignment() {
  const onSuccess = useInvalidateClearance();
  return useMutation({ mutationFn: (id: number) => clearancePortsApi.cancel(id), onSuccess });
}
