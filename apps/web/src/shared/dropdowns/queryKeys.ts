import type { Language } from '@parcelhub/contracts';

/** Labels come in the caller's language, so the language is part of every key. */
export const dropdownKeys = {
  all: ['dropdown'] as const,
  one: (name: string, lang: Language, input?: unknown) => ['dropdown', name, lang, input ?? null] as const,
  dict: (dictName: string, lang: Language) => ['dropdown', 'dict', dictName, lang] as const,
};
