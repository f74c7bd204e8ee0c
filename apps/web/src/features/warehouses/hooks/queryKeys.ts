export const warehouseKeys = {
  all: ['warehouses'] as const,
  /** The list pages add language, page and filters after this. */
  lists: () => ['warehouses', 'list'] as const,
  options: (platformLevel: boolean) => ['warehouses', 'options', platformLevel] as const,
  bays: (warehouseId: number) => ['warehouses', 'bays', warehouseId] as const,
  robots: (warehouseId: number) => ['warehouses', 'robots', warehouseId] as const,
  customers: () => ['warehouses', 'customers'] as const,
};
