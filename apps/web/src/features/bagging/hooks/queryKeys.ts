export const baggingKeys = {
  all: ['bagging'] as const,
  lists: () => ['bagging', 'list'] as const,
  bays: (warehouseId: number) => ['bagging', 'bays', warehouseId] as const,
  sortTypes: (lang: string) => ['bagging', 'sortTypes', lang] as const,
  statuses: (lang: string) => ['bagging', 'statuses', lang] as const,
  parcels: (id: number) => ['bagging', 'parcels', id] as const,
};
