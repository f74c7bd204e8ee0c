import type { Language } from '@parcelhub/contracts';

export const sessionKeys = {
  all: ['session'] as const,
  current: (token: string | null) => ['session', 'current', token] as const,
  menus: (token: string | null, lang: Language) => ['session', 'menus', token, lang] as const,
};
