export const dictKeys = {
  all: ['dicts'] as const,
  /** The list pages add language, page and filters after these. */
  lists: () => ['dicts', 'list'] as const,
  details: (dictId: number) => ['dicts', 'details', dictId] as const,
};
