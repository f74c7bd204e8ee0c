import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { OrderBatchRow, OrderBatchStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type ListColumn } from '../../../shared/list';
import { batchApi } from '../api/batchApi';
import { BATCH_KEYS } from '../hooks/useBatch';

const STATUS_COLOR: Record<OrderBatchStatus, string> = {
  RUNNING: 'processing',
  COMPLETED: 'success',
  FAILED: 'error',
};

type NoFilters = Record<string, never>;
const NO_FILTERS: NoFilters = {};

/** The batch history: file, status, counts, created and completed times, and the failed records. */
export function BatchHistory() {
  const { t } = useTranslation('order-batch');
  const columns: ListColumn<OrderBatchRow>[] = [
    { key: 'fileName', title: t('history.file'), width: 200, ellipsis: true, locked: true },
    {
      key: 'status',
      title: t('history.status'),
      width: 100,
      render: (r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`order-batch-status-${r.id}`}>
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'successCount', title: t('history.success'), width: 80, align: 'right' },
    { key: 'failureCount', title: t('history.failure'), width: 80, align: 'right' },
    { key: 'totalOrders', title: t('history.total'), width: 80, align: 'right' },
    { key: 'createdAt', title: t('history.createdAt'), width: 160, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'completedAt',
      title: t('history.completedAt'),
      width: 160,
      render: (r) => (r.completedAt ? formatDateTime(r.completedAt) : '-'),
    },
    {
      key: 'report',
      title: t('history.report'),
      width: 110,
      render: (r) =>
        r.hasReport ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void batchApi.report(r.id).catch(() => undefined)}
            data-testid={`order-batch-report-${r.id}`}
          >
            {t('history.report')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <ListPage<OrderBatchRow, NoFilters>
      testId="order-batch-history"
      title={t('history.title')}
      filterFormName="order-batch-history-filters"
      initialFilters={NO_FILTERS}
      queryKey={BATCH_KEYS.lists()}
      load={(req, signal) => batchApi.list({ pageNo: req.pageNo, pageSize: req.pageSize }, signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `order-batch-row-${r.id}`}
      pageSize={10}
    />
  );
}
