import type { AddressQuery, Language } from '@parcelhub/contracts';

export const addressKeys = {
  all: ['address'] as const,
  lists: () => ['address', 'list'] as const,
  list: (lang: Language, query: AddressQuery) => ['address', 'list', lang, query] as const,
  countries: (lang: Language) => ['countries', lang] as const,
};
