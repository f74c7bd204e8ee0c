import type { Language } from '@parcelhub/contracts';

export const orderRuleKeys = {
  all: ['order-rules'] as const,
  /** The list adds language, page and filters after this. */
  groups: () => ['order-rules', 'groups'] as const,
  statuses: (lang: Language) => ['order-rules', 'statuses', lang] as const,
  strategies: (lang: Language) => ['order-rules', 'strategies', lang] as const,
  products: (lang: Language) => ['order-rules', 'products', lang] as const,
  postcodeGroups: (lang: Language) => ['order-rules', 'postcodeGroups', lang] as const,
  customers: (keyword: string) => ['order-rules', 'customers', keyword] as const,
};
