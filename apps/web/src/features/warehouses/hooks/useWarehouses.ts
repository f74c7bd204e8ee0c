import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BayImport, BaySave, RobotSave, WarehouseAdd, WarehouseUpdate } from '@parcelhub/contracts';
import { dropdownKeys } from '../../../shared/dropdowns';
import { useSessionContext } from '../../../shared/session';
import { warehousesApi } from '../api/warehousesApi';
import { warehouseKeys } from './queryKeys';

/** The role of spec 000 §6 that selects the platform-level warehouse list. */
export const PLATFORM_SORTING_ROLE = 'deliveryLabel:pingtai';

/** Whether this user reads the platform-level list (`list`) rather than its own warehouses (`custList`). */
export function usePlatformLevel(): boolean {
  const { currentUser } = useSessionContext();
  return currentUser.privilegeType === 'PLATFORM' || currentUser.roles.includes(PLATFORM_SORTING_ROLE);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
      // The floor screens' picker (`warehouseOptions`) names the warehouses too.
      queryClient.invalidateQueries({ queryKey: [...dropdownKeys.all, 'warehouseOptions'] }),
    ]);
}

/** Every warehouse the user sees, for a picker (at most 500). */
export function useWarehouseOptions() {
  const platformLevel = usePlatformLevel();
  return useQuery({
    queryKey: warehouseKeys.options(platformLevel),
    queryFn: ({ signal }) => warehousesApi.list(platformLevel, { pageNo: 0, pageSize: 500 }, signal),
  });
}

export function useCustomers(enabled: boolean) {
  return useQuery({
    queryKey: warehouseKeys.customers(),
    queryFn: ({ signal }) => warehousesApi.customers(signal),
    enabled,
  });
}

export function useSaveWarehouse() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: WarehouseAdd | WarehouseUpdate) =>
      'id' in input && input.id ? warehousesApi.update(input as WarehouseUpdate) : warehousesApi.add(input),
    onSuccess,
  });
}

export function useDeleteWarehouse() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => warehousesApi.remove(id), onSuccess });
}

export function useBays(warehouseId: number | null) {
  return useQuery({
    queryKey: warehouseKeys.bays(warehouseId ?? 0),
    queryFn: ({ signal }) => warehousesApi.bays(warehouseId!, signal),
    enabled: warehouseId !== null,
  });
}

export function useSaveBay() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: BaySave) => warehousesApi.saveBay(input), onSuccess });
}

export function useBayValid() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, valid }: { id: number; valid: boolean }) => warehousesApi.bayValid(id, valid),
    onSuccess,
  });
}

export function useDeleteBay() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => warehousesApi.removeBay(id), onSuccess });
}

export function useImportBays() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: BayImport) => warehousesApi.importBays(input), onSuccess });
}

export function useRobots(warehouseId: number | null) {
  return useQuery({
    queryKey: warehouseKeys.robots(warehouseId ?? 0),
    queryFn: ({ signal }) => warehousesApi.robots(warehouseId!, signal),
    enabled: warehouseId !== null,
  });
}

export function useSaveRobot() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (input: RobotSave) => warehousesApi.saveRobot(input), onSuccess });
}

export function useRobotEnabled() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => warehousesApi.robotEnabled(id, enabled),
    onSuccess,
  });
}

export function useDeleteRobot() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => warehousesApi.removeRobot(id), onSuccess });
}
