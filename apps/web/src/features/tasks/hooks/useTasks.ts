import { useQuery } from '@tanstack/react-query';
import type { DownloadTask } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { tasksApi } from '../api/tasksApi';

export const TASK_KEYS = { all: ['tasks'] as const };

/** Spec 000 §9: the task center shows tasks in progress or updated within 15 minutes, polled every 30 s. */
export const RECENT_MS = 900_000;
export const POLL_MS = 30_000;

export const isRunning = (t: DownloadTask) => t.taskStatus === 'BEINGPROCESSD';

export function recentTasks(rows: DownloadTask[], now: number): DownloadTask[] {
  return rows.filter((t) => isRunning(t) || now - Date.parse(t.lastUpdatedDate) <= RECENT_MS);
}

/** The first page of the caller's tasks (30, newest first), refreshed every 30 s while any is in progress. */
export function useTasks(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...TASK_KEYS.all, i18n.language],
    queryFn: ({ signal }) => tasksApi.list({ pageNo: 0, pageSize: 30 }, signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.rows.some(isRunning) ? POLL_MS : false),
  });
}
