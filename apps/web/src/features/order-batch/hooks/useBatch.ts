import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { batchApi } from '../api/batchApi';

export const BATCH_KEYS = {
  all: ['order-batches'] as const,
  lists: () => [...BATCH_KEYS.all, 'list'] as const,
  detail: (id: number) => [...BATCH_KEYS.all, 'detail', id] as const,
};

/** How often a running batch is asked for its progress. */
export const POLL_MS = 1500;

/** One batch, asked again every 1.5 s while its task runs; the history is read again when it ends. */
export function useBatch(id: number | null) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...BATCH_KEYS.detail(id ?? 0), i18n.language],
    queryFn: ({ signal }) => batchApi.detail(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? POLL_MS : false),
  });
  // Once it has ended, the history lists it with its counts (it was listed running when it was uploaded).
  const ended = query.data !== undefined && query.data.status !== 'RUNNING';
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: BATCH_KEYS.lists() });
  }, [ended, id, queryClient]);
  return query;
}
