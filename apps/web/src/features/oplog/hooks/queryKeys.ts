export const OPLOG_KEYS = {
  all: ['oplog'] as const,
  history: (resource: string, id: number) => ['oplog', 'history', resource, id] as const,
  list: () => ['oplog', 'list'] as const,
  resources: () => ['oplog', 'resources'] as const,
};
