import type { Language, SurchargeType } from '@parcelhub/contracts';

export const costKeys = {
  all: ['productCosts'] as const,
  /** The list pages add language, page and filters after these. */
  costs: () => ['productCosts', 'costs'] as const,
  cost: (id: number, lang: Language) => ['productCosts', 'cost', id, lang] as const,
  zones: (costId: number) => ['productCosts', 'zones', costId] as const,
  prices: (costId: number) => ['productCosts', 'prices', costId] as const,
  calcInfo: (costId: number, lang: Language) => ['productCosts', 'calcInfo', costId, lang] as const,
  surcharges: (costId: number, type: SurchargeType | undefined, lang: Language) =>
    ['productCosts', 'surcharges', costId, type ?? 'ALL', lang] as const,
  options: () => ['productCosts', 'options'] as const,
  owners: () => ['productCosts', 'owners'] as const,
  postcodeGroups: () => ['productCosts', 'postcodeGroups'] as const,
  countries: (lang: Language) => ['productCosts', 'countries', lang] as const,
  providers: () => ['productCosts', 'providers'] as const,
  providerOptions: () => ['productCosts', 'providerOptions'] as const,
  dockModels: (providerId: number, all: boolean, lang: Language) =>
    ['productCosts', 'dockModels', providerId, all, lang] as const,
};
