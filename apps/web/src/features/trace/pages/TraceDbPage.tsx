import { useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { EditOutlined, FileSearchOutlined, SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  TRACE_MATCH_STATES,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  type TraceDbQuery,
  type TraceDbRecord,
  type TraceMatchState,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { ListPage, type FilterField } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { traceApi } from '../api/traceApi';
import { MatchHistoryDrawer } from '../components/MatchHistoryDrawer';
import { RecordFormModal } from '../components/RecordFormModal';
import { useRecordColumns } from '../components/recordColumns';
import { traceKeys } from '../hooks/queryKeys';
import { useDeleteRecords, useMatchNumber } from '../hooks/useTrace';

interface Filters {
  deliveryNumber?: string;
  matchState?: TraceMatchState;
  status?: string;
}
const INITIAL: Filters = {};

const toQuery = (f: Filters) => ({
  ...(f.deliveryNumber?.trim() ? { deliveryNumber: f.deliveryNumber.trim() } : {}),
  ...(f.matchState ? { matchState: f.matchState } : {}),
  ...(f.status ? { status: f.status } : {}),
});

/**
 * The trace database (menu key tracking/trace-db/index, platform only): imported events, their match to a parcel,
 * an edit, a match now, the match history, deletes, import and export through the task center.
 */
export function TraceDbPage() {
  const { t } = useTranslation('trace');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TraceDbRecord | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const match = useMatchNumber();
  const remove = useDeleteRecords();
  const columns = useRecordColumns();
  const filters: FilterField<Filters>[] = [
    {
      name: 'deliveryNumber',
      label: t('db.filters.deliveryNumber'),
      input: (
        <Input
          allowClear
          placeholder={t('db.filters.deliveryNumberPlaceholder')}
          style={{ width: 200 }}
          maxLength={100}
          data-testid="trace-db-filter-number"
        />
      ),
    },
    {
      name: 'matchState',
      label: t('db.filters.matchState'),
      input: (
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('db.filters.all')}
          options={TRACE_MATCH_STATES.map((s) => ({ value: s, label: t(`db.match.${s}`) }))}
        />
      ),
    },
    {
      name: 'status',
      label: t('db.filters.status'),
      input: (
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('db.filters.all')}
          options={TRACKING_STATUSES.map((s) => ({ value: s, label: TRACKING_STATUS_WORDS[s][lang] }))}
        />
      ),
    },
  ];

  const matchNow = async (r: TraceDbRecord) => {
    try {
      const result = await match.mutateAsync(r.deliveryNumber);
      if (result.matched)
        void message.success(t('db.messages.matched', { orderNo: result.orderNo, recorded: result.recorded }));
      else void message.warning(t('db.messages.unmatched', { number: r.deliveryNumber }));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<TraceDbRecord, Filters>
      testId="trace-db"
      title={t('db.title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('db.intro')}
        </Typography.Paragraph>
      }
      filterFormName="trace-db-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={traceKeys.records()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        traceApi.records({ pageNo, pageSize, ...toQuery(f) } satisfies TraceDbQuery, signal)
      }
      onExport={async ({ filters: f }) => {
        await traceApi.export(toQuery(f));
        void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `trace-db-row-${r.id}`}
      history={{ resource: 'trace_db_records' }}
      selectable
      batchActions={({ selection }) =>
        selection.keys.length > 0 ? (
          <Popconfirm
            title={t('db.actions.deleteConfirm', { count: selection.keys.length })}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={{ 'data-testid': 'trace-db-delete-confirm' } as Record<`data-${string}`, string>}
            onConfirm={async () => {
              try {
                const { deleted } = await remove.mutateAsync(selection.keys.map(Number));
                selection.clear();
                void message.success(t('db.messages.deleted', { count: deleted }));
              } catch {
                // the client showed the message
              }
            }}
          >
            <Button danger data-testid="trace-db-delete">
              {t('db.actions.deleteSelected')}
            </Button>
          </Popconfirm>
        ) : null
      }
      rowActions={{
        width: 100,
        render: (r) => (
          <Space size={0}>
            <Tooltip title={t('db.actions.edit')}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('db.actions.edit')}
                data-testid={`trace-db-edit-${r.id}`}
                onClick={() => setEditing(r)}
              />
            </Tooltip>
            <Tooltip title={t('db.actions.matchNow')}>
              <Button
                type="link"
                size="small"
                icon={<SyncOutlined />}
                aria-label={t('db.actions.matchNow')}
                data-testid={`trace-db-match-${r.id}`}
                onClick={() => void matchNow(r)}
              />
            </Tooltip>
            <Tooltip title={t('db.actions.history')}>
              <Button
                type="link"
                size="small"
                icon={<FileSearchOutlined />}
                aria-label={t('db.actions.history')}
                data-testid={`trace-db-history-${r.id}`}
                onClick={() => setHistory(r.deliveryNumber)}
              />
            </Tooltip>
          </Space>
        ),
      }}
      toolbar={() => (
        <>
          <Button icon={<UploadOutlined />} data-testid="trace-db-import" onClick={() => setImporting(true)}>
            {tc('import.button')}
          </Button>
          <Button icon={<FileSearchOutlined />} data-testid="trace-db-matches" onClick={() => setHistory('')}>
            {t('db.actions.history')}
          </Button>
        </>
      )}
    >
      {() => (
        <>
          <RecordFormModal record={editing} onClose={() => setEditing(null)} />
          <MatchHistoryDrawer deliveryNumber={history} onClose={() => setHistory(null)} />
          <ImportDialog
            open={importing}
            title={t('db.importTitle')}
            testId="trace-db"
            onClose={() => setImporting(false)}
            onTemplate={traceApi.template}
            onSubmit={async (file) => {
              await traceApi.import(file);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
