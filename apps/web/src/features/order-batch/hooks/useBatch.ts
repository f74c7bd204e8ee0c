import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { batchApi } from '../api/batchApi';

export const BATCH_KEYS = {
  all: ['order-batches'] as const,
  lists: () => [...BATCH_KEYS.all, 'list'] as const,
  detail: (id: number) => [...BATCH_KEYS.all, 'detail', id] as const,
};

/** How often a running batch is asked for its progress. */
export const POLL_MS = 1500;

/** One batch, asked again every 1.5 s while its task runs. */
export function useBatch(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...BATCH_KEYS.detail(id ?? 0), i18n.language],
    queryFn: ({ signal }) => batchApi.detail(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? POLL_MS : false),
  });
}
