/** Query keys of the product screens; every write invalidates `all`. */
export const productKeys = {
  all: ['products'] as const,
  list: () => ['products', 'list'] as const,
  packages: () => ['products', 'packages'] as const,
  customers: (productId: number) => ['products', 'customers', productId] as const,
  packageCustomers: (id: number) => ['products', 'package-customers', id] as const,
  config: (kind: string, productId: number) => ['products', 'config', kind, productId] as const,
  costs: () => ['products', 'cost-options'] as const,
  cost: (id: number) => ['products', 'cost', id] as const,
  services: () => ['products', 'logistics-services'] as const,
};
