import type { Language } from '@parcelhub/contracts';
import { dropdownKeys } from '../../../shared/dropdowns';

export const quoteKeys = {
  all: ['quote'] as const,
  calc: () => ['quote', 'calc'] as const,
  /** The same entries as the shared dropdowns', so a country list loaded elsewhere is reused. */
  countries: (lang: Language) => dropdownKeys.one('regionLists', lang),
  publicCountries: (lang: Language) => ['quote', 'publicCountries', lang] as const,
  customers: (lang: Language, keyword: string) =>
    dropdownKeys.one('selectOption', lang, { query: { privilegeType: 'USER', keyword } }),
};
