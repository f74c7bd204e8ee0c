import { App, Button, Input, Tag, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type ListColumn } from '../../../shared/list';
import { systemApi } from '../api/systemApi';
import { systemKeys } from '../hooks/useSystem';

const PURPOSES = ['REGISTER', 'RESET_PASSWORD', 'UPDATE_EMAIL', 'CHANGE_EMAIL'] as const;
const isKnownPurpose = (p: string): p is (typeof PURPOSES)[number] => (PURPOSES as readonly string[]).includes(p);

interface Filters {
  recipient?: string;
}
const INITIAL_FILTERS: Filters = {};

/** The default provider's SMS/email outbox: where codes can be read on a platform without real delivery. */
export function OutboxPage() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();

  const purposeLabel = (p: string) => (isKnownPurpose(p) ? t(`outbox.purposes.${p}`) : p);
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => message.success(t('outbox.copied')));
  };

  const columns: ListColumn<OutboxMessage>[] = [
    { key: 'id', title: 'ID', width: 64, defaultHidden: true },
    {
      key: 'channel',
      title: t('outbox.channel'),
      width: 80,
      render: (r) => <Tag color={r.channel === 'SMS' ? 'blue' : 'purple'}>{t(`outbox.channels.${r.channel}`)}</Tag>,
    },
    { key: 'recipient', title: t('outbox.recipient'), width: 180, ellipsis: true },
    { key: 'purpose', title: t('outbox.purpose'), width: 110, render: (r) => purposeLabel(r.purpose) },
    {
      key: 'body',
      title: t('outbox.body'),
      width: 320,
      locked: true,
      render: (r) => (
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
          {r.body}{' '}
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            onClick={() => copy(r.body)}
            aria-label={t('outbox.copy')}
          />
        </Typography.Text>
      ),
    },
    { key: 'createdAt', title: t('outbox.createdAt'), width: 144, render: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <ListPage<OutboxMessage, Filters>
      testId="outbox"
      title={t('outbox.title')}
      intro={<Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>}
      filterFormName="outbox-filters"
      filters={[
        {
          name: 'recipient',
          label: t('outbox.recipient'),
          input: (
            <Input allowClear placeholder={t('outbox.recipientPlaceholder')} style={{ width: 240 }} maxLength={254} />
          ),
        },
      ]}
      initialFilters={INITIAL_FILTERS}
      queryKey={systemKeys.outbox}
      load={({ pageNo, pageSize, filters }, signal) => {
        const recipient = filters.recipient?.trim();
        return systemApi.outbox({ pageNo, pageSize, ...(recipient ? { recipient } : {}) }, signal);
      }}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
}
