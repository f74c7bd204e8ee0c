import type { Language } from '@parcelhub/contracts';

export const addressKeys = {
  all: ['address'] as const,
  /** The list page adds language, page and filters after this. */
  lists: () => ['address', 'list'] as const,
  countries: (lang: Language) => ['countries', lang] as const,
};
