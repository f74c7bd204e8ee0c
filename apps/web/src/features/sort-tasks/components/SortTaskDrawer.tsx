import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Popconfirm,
  Progress,
  Row,
  Space,
  Table,
  Tag,
} from 'antd';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SortTask, SortTaskParcel } from '@parcelhub/contracts';
import { SORT_TYPE_WORDS } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatWeight } from '../../../shared/format';
import { useLanguage } from '../../../i18n';
import { sortTaskKeys, sortTasksApi } from '../api/sortTasksApi';
import { SortTaskStatusTag } from './SortTaskStatusTag';

const RUNNING = new Set(['PRESORTING', 'SORTING']);
const STATE_COLORS: Record<string, string> = {
  PENDING: 'default',
  DECIDED: 'blue',
  UNSORTABLE: 'red',
  SORTED: 'green',
};

/** A task opened: its progress while it runs, its parcels per bay, each parcel's bay or reason, and its actions. */
export function SortTaskDrawer({ taskId, onClose }: { taskId: number | null; onClose: () => void }) {
  const { t } = useTranslation('sort-tasks');
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: sortTaskKeys.status(taskId ?? 0),
    queryFn: ({ signal }) => sortTasksApi.status(taskId!, signal),
    enabled: taskId !== null,
    refetchInterval: (q) => (q.state.data && RUNNING.has(q.state.data.status) ? 700 : false),
  });
  const running = status.data ? RUNNING.has(status.data.status) : false;
  // The list behind the drawer shows the task's status too: a run that ends here (the poll above sees it) refreshes it.
  const seen = status.data?.status;
  useEffect(() => {
    if (seen) void queryClient.invalidateQueries({ queryKey: sortTaskKeys.lists() });
  }, [seen, queryClient]);
  const result = useQuery({
    queryKey: [...sortTaskKeys.result(taskId ?? 0), status.data?.status],
    queryFn: ({ signal }) => sortTasksApi.result(taskId!, signal),
    enabled: taskId !== null && status.data !== undefined && !running,
  });
  const task: SortTask | undefined = result.data?.task;

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      void message.success(done);
    } catch {
      // the client showed why
    }
    void queryClient.invalidateQueries({ queryKey: sortTaskKeys.all });
  };

  const st = status.data?.status ?? task?.status;
  const columns = [
    { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 48 },
    {
      key: 'insideNumber',
      title: t('detail.insideNumber'),
      width: 170,
      render: (_: unknown, p: SortTaskParcel) => <span style={{ fontFamily: 'monospace' }}>{p.insideNumber}</span>,
    },
    {
      key: 'bayNumber',
      title: t('detail.bayNumber'),
      width: 70,
      render: (_: unknown, p: SortTaskParcel) =>
        p.bayNumber !== null ? <strong style={{ fontSize: 18 }}>{p.bayNumber}</strong> : '—',
    },
    { key: 'ruleCode', dataIndex: 'ruleCode', title: t('detail.rule'), width: 90 },
    {
      key: 'weight',
      title: t('detail.weight'),
      width: 90,
      align: 'right' as const,
      render: (_: unknown, p: SortTaskParcel) => (p.weight ? formatWeight(p.weight) : ''),
    },
    {
      key: 'state',
      title: t('detail.state'),
      width: 150,
      render: (_: unknown, p: SortTaskParcel) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLORS[p.state]}>{p.stateI18n}</Tag>
          {p.reasonI18n && <span style={{ color: '#cf1322' }}>{p.reasonI18n}</span>}
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open={taskId !== null}
      onClose={onClose}
      width="min(900px, 100vw)"
      title={task ? t('detail.title', { taskNo: task.taskNo }) : ''}
      data-testid="sort-task-drawer"
      destroyOnHidden
    >
      {task && (
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('columns.warehouse')}>
            {task.warehouseCode} {task.warehouseName}
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.sortType')}>{SORT_TYPE_WORDS[task.sortType][lang]}</Descriptions.Item>
          <Descriptions.Item label={t('columns.status')}>
            <SortTaskStatusTag status={st ?? task.status} label={status.data?.statusI18n ?? task.statusI18n} />
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.parcels')}>{task.total}</Descriptions.Item>
          <Descriptions.Item label={t('columns.createdBy')}>{task.createdByName}</Descriptions.Item>
          <Descriptions.Item label={t('columns.createdDate')}>{formatDateTime(task.createdDate)}</Descriptions.Item>
        </Descriptions>
      )}
      {status.data && (running || status.data.error) && (
        <div style={{ marginBottom: 12 }} data-testid="sort-task-progress">
          {t('detail.progress')}
          <Progress
            percent={
              status.data.progress.total
                ? Math.floor((100 * status.data.progress.done) / status.data.progress.total)
                : 0
            }
            status={status.data.error ? 'exception' : 'active'}
          />
          {status.data.error && <div style={{ color: '#cf1322' }}>{status.data.error}</div>}
        </div>
      )}
      {taskId !== null && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            data-testid="sort-task-presort"
            disabled={!st || !['CREATED', 'PRESORTED', 'FAILED'].includes(st)}
            onClick={() => void act(() => sortTasksApi.preSort(taskId), t('messages.preSortStarted'))}
          >
            {t('actions.preSort')}
          </Button>
          <Popconfirm
            title={t('confirm.sort', { count: task?.decided ?? 0 })}
            onConfirm={() => act(() => sortTasksApi.sort(taskId), t('messages.sortStarted'))}
            okButtonProps={{ 'data-testid': 'sort-task-sort-ok' } as Record<string, string>}
          >
            <Button
              type="primary"
              data-testid="sort-task-sort"
              disabled={!st || !['PRESORTED', 'FAILED'].includes(st) || !task?.presortedDate}
            >
              {t('actions.sort')}
            </Button>
          </Popconfirm>
          <Button
            data-testid="sort-task-print"
            disabled={!task?.presortedDate || st === 'CANCELED'}
            onClick={() => void sortTasksApi.printBatch(taskId, task?.taskNo ?? 'sort-batch').catch(() => undefined)}
          >
            {t('actions.print')}
          </Button>
        </Space>
      )}
      {result.data && (
        <>
          <h4>{t('detail.bays')}</h4>
          {result.data.bays.length === 0 ? (
            <Empty description={t('detail.noBays')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Row gutter={[8, 8]} style={{ marginBottom: 16 }} data-testid="sort-task-bays">
              {result.data.bays.map((b) => (
                <Col key={b.bayNumber} xs={8} sm={6} md={4}>
                  <Card
                    size="small"
                    data-testid={`sort-task-bay-${b.bayNumber}`}
                    styles={{ body: { textAlign: 'center' } }}
                  >
                    <div style={{ fontSize: 12, color: '#888' }}>{t('detail.bay')}</div>
                    <div style={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}>{b.bayNumber}</div>
                    <div style={{ fontSize: 12 }}>
                      {t('detail.pcs', { count: b.count })} · {formatWeight(b.weight)} kg
                    </div>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
          <h4>
            {t('detail.parcels')}
            {task && task.unsortable > 0 && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                {t('detail.unsortableCount', { count: task.unsortable })}
              </Tag>
            )}
          </h4>
          <Table<SortTaskParcel>
            size="small"
            rowKey="lineNo"
            columns={columns}
            dataSource={result.data.parcels}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 620 }}
            rowClassName={(p) => `sort-task-parcel-${p.state}`}
            onRow={(p) => ({ 'data-testid': `sort-task-parcel-${p.insideNumber}` }) as object}
          />
        </>
      )}
    </Drawer>
  );
}
