import { Button, Popconfirm } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { DownloadTask } from '@parcelhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { tasksApi } from '../api/tasksApi';
import { isRunning, TASK_KEYS } from '../hooks/useTasks';

/** Cancels a task in progress (asks first); the lists refresh to show it ended. Nothing for an ended task. */
export function TaskCancel({ task }: { task: DownloadTask }) {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => tasksApi.cancel(task.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASK_KEYS.all }),
  });
  if (!isRunning(task)) return null;
  return (
    <Popconfirm
      title={t('cancelConfirm')}
      okText={tc('actions.confirm')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps(`task-cancel-confirm-${task.id}`)}
      onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
    >
      <Button
        type="link"
        size="small"
        danger
        icon={<StopOutlined />}
        loading={cancel.isPending}
        data-testid={`task-cancel-${task.id}`}
      >
        {t('cancel')}
      </Button>
    </Popconfirm>
  );
}
