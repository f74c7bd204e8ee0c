import type { Language } from '@parcelhub/contracts';

export const orderKeys = {
  all: ['orders'] as const,
  /** The list adds language, filters, status, cursor and page size after this. */
  list: () => ['orders', 'list'] as const,
  detail: (id: number, lang: Language) => ['orders', 'detail', id, lang] as const,
  quotes: (input: unknown, lang: Language) => ['orders', 'quotes', lang, input] as const,
  wallet: () => ['orders', 'wallet'] as const,
  addresses: (type: string, lang: Language) => ['orders', 'addresses', type, lang] as const,
  products: (term: string, lang: Language) => ['orders', 'products', term, lang] as const,
};
