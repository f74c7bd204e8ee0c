import { Alert, Button, Descriptions, Progress, Result, Space, Spin } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { OrderBatchRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { batchApi } from '../api/batchApi';
import { useBatch } from '../hooks/useBatch';

const percentOf = (b: OrderBatchRow) =>
  b.progress.total > 0 ? Math.min(100, Math.floor((b.progress.done / b.progress.total) * 100)) : 0;

/** Step 4: the task's progress while it runs, then the counts and the failed records. */
export function ResultStep({ batchId, onAgain }: { batchId: number; onAgain: () => void }) {
  const { t } = useTranslation('order-batch');
  const { data: batch } = useBatch(batchId);
  if (!batch) return <Spin data-testid="order-batch-loading" />;

  const again = (
    <Button icon={<ReloadOutlined />} onClick={onAgain} data-testid="order-batch-again" key="again">
      {t('result.again')}
    </Button>
  );
  if (batch.status === 'RUNNING')
    return (
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="order-batch-running">
        <Progress percent={percentOf(batch)} status="active" />
        {t('result.running', { done: batch.progress.done, total: batch.progress.total })}
      </Space>
    );
  if (batch.status === 'FAILED')
    return (
      <Result
        status="error"
        title={t('result.failed')}
        subTitle={<span data-testid="order-batch-error">{batch.error}</span>}
        extra={[again]}
      />
    );
  return (
    <Result
      status={batch.failureCount > 0 || batch.totalOrders === 0 ? 'warning' : 'success'}
      title={
        <span data-testid="order-batch-outcome">
          {t('result.outcome', { total: batch.totalOrders, placed: batch.successCount, failed: batch.failureCount })}
        </span>
      }
      subTitle={batch.totalOrders === 0 ? <Alert type="warning" title={t('result.empty')} /> : null}
      extra={[
        batch.hasReport ? (
          <Button
            key="report"
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => void batchApi.report(batch.id).catch(() => undefined)}
            data-testid="order-batch-report"
          >
            {t('result.report')}
          </Button>
        ) : null,
        again,
      ]}
    >
      <Descriptions column={{ xs: 1, sm: 2, md: 4 }} size="small" data-testid="order-batch-counts">
        <Descriptions.Item label={t('result.total')}>{batch.totalOrders}</Descriptions.Item>
        <Descriptions.Item label={t('result.success')}>
          <span data-testid="order-batch-success">{batch.successCount}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('result.failure')}>
          <span data-testid="order-batch-failure">{batch.failureCount}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('result.fee')}>
          {formatAmount(batch.feeTotal)} {batch.currency ?? ''}
        </Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
