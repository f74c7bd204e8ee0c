import type { DownloadTask } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { tasksApi } from '../api/tasksApi';
import { TaskFiles, TaskProgress, TaskStatusTag } from '../components/TaskItem';
import { TASK_KEYS } from '../hooks/useTasks';

/** Every import and export of the account (the platform: of everyone), newest first, 30 a page (spec §9). */
export function TaskListPage() {
  const { t } = useTranslation('tasks');
  const columns: ListColumn<DownloadTask>[] = [
    { key: 'taskName', title: t('columns.name'), width: 180, locked: true, ellipsis: true },
    { key: 'taskType', title: t('columns.type'), width: 90, render: (r) => t(`types.${r.taskType}`) },
    { key: 'taskStatus', title: t('columns.status'), width: 110, render: (r) => <TaskStatusTag task={r} /> },
    { key: 'progress', title: t('columns.progress'), width: 200, render: (r) => <TaskProgress task={r} /> },
    { key: 'files', title: t('columns.files'), width: 220, render: (r) => <TaskFiles task={r} /> },
    { key: 'createdDate', title: t('columns.created'), width: 160, render: (r) => formatDateTime(r.createdDate) },
    {
      key: 'lastUpdatedDate',
      title: t('columns.updated'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.lastUpdatedDate),
    },
  ];
  return (
    <ListPage<DownloadTask, object>
      testId="tasks"
      title={t('title')}
      intro={t('intro')}
      filterFormName="task-filters"
      initialFilters={{}}
      queryKey={TASK_KEYS.all}
      load={({ pageNo, pageSize }, signal) => tasksApi.list({ pageNo, pageSize }, signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `task-row-${r.id}`}
      pageSize={30}
    />
  );
}
