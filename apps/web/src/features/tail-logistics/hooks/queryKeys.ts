export const tailKeys = {
  all: ['tail-logistics'] as const,
  /** The list pages add language, page and filters after this. */
  lists: () => ['tail-logistics', 'list'] as const,
  detail: (id: number) => ['tail-logistics', 'detail', id] as const,
};
