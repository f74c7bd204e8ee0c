import { Button, Progress, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadTask } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { tasksApi } from '../api/tasksApi';
import { TaskCancel } from './TaskCancel';

const STATUS_COLOR: Record<DownloadTask['taskStatus'], string> = {
  BEINGPROCESSD: 'processing',
  PROCESSDINGCOMPLETED: 'success',
  PROCESSDFAIL: 'error',
};

const CUT = {
  display: 'inline-block',
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

export const percentOf = (t: DownloadTask) =>
  t.progress.total > 0 ? Math.min(100, Math.floor((t.progress.done / t.progress.total) * 100)) : 0;

export function TaskStatusTag({ task }: { task: DownloadTask }) {
  return (
    <Tag color={STATUS_COLOR[task.taskStatus]} data-testid={`task-status-${task.id}`} data-status={task.taskStatus}>
      {task.taskStatusI18n}
    </Tag>
  );
}

export function TaskProgress({ task }: { task: DownloadTask }) {
  const { t } = useTranslation('tasks');
  if (task.taskStatus === 'PROCESSDFAIL')
    return <Typography.Text type="danger">{task.error ?? t('failed')}</Typography.Text>;
  return (
    <Space size={4} style={{ width: '100%' }} orientation="vertical">
      <Progress
        percent={task.taskStatus === 'PROCESSDINGCOMPLETED' ? 100 : percentOf(task)}
        size="small"
        status={task.taskStatus === 'BEINGPROCESSD' ? 'active' : 'success'}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('rows', { done: task.progress.done, total: task.progress.total })}
      </Typography.Text>
    </Space>
  );
}

export function TaskFiles({ task }: { task: DownloadTask }) {
  return (
    <Space size={0} wrap>
      <TaskCancel task={task} />
      {task.urlList.map((f, i) => (
        <Button
          key={f.url}
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          data-testid={`task-file-${task.id}-${i}`}
          onClick={() => void tasksApi.download(f.url, f.name)}
        >
          <span title={f.name} style={CUT}>
            {f.name}
          </span>
        </Button>
      ))}
    </Space>
  );
}

/** One task in the task center's window: name, status, progress or error, files, time. */
export function TaskItem({ task }: { task: DownloadTask }) {
  return (
    <div data-testid={`task-${task.id}`} style={{ padding: '8px 0' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong ellipsis={{ tooltip: task.taskName }} style={{ maxWidth: 180 }}>
          {task.taskName}
        </Typography.Text>
        <TaskStatusTag task={task} />
      </Space>
      <TaskProgress task={task} />
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <TaskFiles task={task} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(task.lastUpdatedDate)}
        </Typography.Text>
      </Space>
    </div>
  );
}
