import type { Language } from '@parcelhub/contracts';

export const regionKeys = {
  all: ['regions'] as const,
  /** The list pages add language, page and filters after these. */
  countries: () => ['regions', 'countries'] as const,
  cities: () => ['regions', 'cities'] as const,
  options: (lang: Language) => ['regions', 'options', lang] as const,
};
