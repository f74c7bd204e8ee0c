import { App, Button, DatePicker, Input, Select } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { WEBHOOK_RECORD_STATUSES, type WebhookRecordRow, type WebhookRecordStatus } from '@parcelhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rangePresets, type DateRange } from '../../../shared/format';
import { ListPage, type FilterField, type ListContext } from '../../../shared/list';
import { webhooksApi } from '../api/webhooksApi';
import { useRecordColumns } from '../components/recordColumns';
import { webhookKeys } from '../hooks/useWebhooks';

interface Filters {
  status?: WebhookRecordStatus;
  number?: string;
  time?: DateRange | null;
}
const INITIAL: Filters = {};

/**
 * Every webhook message and how its delivery went (menu key tracking/webhook/index): the platform sees all, a
 * customer its own. Re-push the selected messages, or every message of the creation window chosen.
 */
export function WebhookRecordsPage() {
  const { t } = useTranslation('webhooks');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const columns = useRecordColumns();
  const repush = useMutation({
    mutationFn: (input: Parameters<typeof webhooksApi.repush>[0]) => webhooksApi.repush(input),
  });

  const filters: FilterField<Filters>[] = [
    {
      name: 'number',
      label: t('records.number'),
      input: <Input allowClear style={{ width: 180 }} maxLength={64} data-testid="webhook-record-number" />,
    },
    {
      name: 'status',
      label: t('records.status'),
      input: (
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('records.all')}
          options={WEBHOOK_RECORD_STATUSES.map((s) => ({ value: s, label: t(`records.statuses.${s}`) }))}
          data-testid="webhook-record-status"
        />
      ),
    },
    {
      name: 'time',
      label: t('records.window'),
      input: (
        <DatePicker.RangePicker
          showTime
          presets={rangePresets((p) => tc(`datePresets.${p}`))}
          style={{ width: 340, maxWidth: 'calc(100vw - 110px)' }}
          data-testid="webhook-record-time"
        />
      ),
    },
  ];

  const run = async (input: Parameters<typeof webhooksApi.repush>[0], ctx: ListContext<Filters>) => {
    try {
      const { repushed } = await repush.mutateAsync(input);
      void message.success(t('records.repushed', { count: repushed }));
      ctx.selection.clear();
      ctx.reload();
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <ListPage<WebhookRecordRow, Filters>
      testId="webhook-records"
      title={t('records.title')}
      filterFormName="webhook-record-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={webhookKeys.records}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        webhooksApi.records(
          {
            pageNo,
            pageSize,
            ...(f.status ? { status: f.status } : {}),
            ...(f.number?.trim() ? { number: f.number.trim() } : {}),
            ...(f.time ? { from: f.time[0].toISOString(), to: f.time[1].toISOString() } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `webhook-record-${r.id}`}
      selectable
      batchActions={(ctx) => (
        <Button
          icon={<RedoOutlined />}
          disabled={ctx.selection.keys.length === 0}
          loading={repush.isPending}
          data-testid="webhook-repush-selected"
          onClick={() => void run({ ids: ctx.selection.keys.map(String) }, ctx)}
        >
          {t('records.repushSelected')}
        </Button>
      )}
      toolbar={(ctx) => (
        <Button
          data-testid="webhook-repush-window"
          loading={repush.isPending}
          onClick={() => {
            const time = ctx.filters.time;
            if (!time) void message.warning(t('records.repushWindowNeeded'));
            else void run({ from: time[0].toISOString(), to: time[1].toISOString() }, ctx);
          }}
        >
          {t('records.repushWindow')}
        </Button>
      )}
    />
  );
}
