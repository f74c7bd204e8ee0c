import { App, Button, Popconfirm } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import type { DueWorkItem } from '@parcelhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { dueWorkApi } from '../api/dueWorkApi';
import { DUE_WORK_KEYS } from '../hooks/queryKeys';

/** Makes a given-up item due again (asks first); the list refreshes. Nothing for an item still due. */
export function RetryButton({ item }: { item: DueWorkItem }) {
  const { t } = useTranslation('due-work');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => dueWorkApi.retry({ kind: item.kind, key: item.key }),
    onSuccess: () => message.success(t('retried')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DUE_WORK_KEYS.all }),
  });
  if (item.state !== 'gaveUp') return null;
  const id = `${item.kind}-${item.key}`;
  return (
    <Popconfirm
      title={t('retryConfirm')}
      okText={tc('actions.confirm')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps(`due-work-retry-confirm-${id}`)}
      onConfirm={() => retry.mutateAsync().catch(() => undefined)}
    >
      <Button
        type="link"
        size="small"
        icon={<RedoOutlined />}
        loading={retry.isPending}
        data-testid={`due-work-retry-${id}`}
      >
        {t('retry')}
      </Button>
    </Popconfirm>
  );
}
