import type { Language } from '@parcelhub/contracts';

export const postcodeKeys = {
  all: ['postcodes'] as const,
  /** The list pages add language, page and filters after these. */
  groups: () => ['postcodes', 'groups'] as const,
  entries: (groupId: number) => ['postcodes', 'entries', groupId] as const,
  types: (lang: Language) => ['postcodes', 'types', lang] as const,
  groupCountries: (lang: Language) => ['postcodes', 'groupCountries', lang] as const,
  allCountries: (lang: Language) => ['postcodes', 'allCountries', lang] as const,
};
