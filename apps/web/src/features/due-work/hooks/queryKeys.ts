import type { Language } from '@parcelhub/contracts';

/** Keyed by language: the server words the kinds in the caller's. */
export const DUE_WORK_KEYS = {
  all: ['dueWork'] as const,
  list: (lang: Language) => ['dueWork', 'list', lang] as const,
  kinds: (lang: Language) => ['dueWork', 'kinds', lang] as const,
};
