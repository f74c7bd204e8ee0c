export const trackRuleKeys = {
  all: ['track-rules'] as const,
  /** The list pages add language, page and filters after this. */
  groups: () => ['track-rules', 'groups'] as const,
  rules: (groupId: number) => ['track-rules', 'rules', groupId] as const,
  products: (groupId: number) => ['track-rules', 'products', groupId] as const,
  waiting: () => ['track-rules', 'waiting'] as const,
};
