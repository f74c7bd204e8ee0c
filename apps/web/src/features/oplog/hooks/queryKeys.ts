import type { Language } from '@parcelhub/contracts';

/** Keyed by language: the server words the entries (labels, values, record kinds) in the caller's. */
export const OPLOG_KEYS = {
  all: ['oplog'] as const,
  history: (resource: string, id: number, lang: Language) => ['oplog', 'history', resource, id, lang] as const,
  list: (lang: Language) => ['oplog', 'list', lang] as const,
  resources: (lang: Language) => ['oplog', 'resources', lang] as const,
};
