import { useState } from 'react';
import { App, Button, Card, Form, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CopyOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../shared/hooks/usePaging';
import { formatDateTime } from '../../../shared/format';
import { useOutbox } from '../hooks/useSystem';

/** The default provider's SMS/email outbox: where codes can be read on a platform without real delivery. */
export function OutboxPage() {
  const { t, i18n } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [recipient, setRecipient] = useState('');
  const paging = usePaging();
  const query = { pageNo: paging.pageNo, pageSize: paging.pageSize, ...(recipient ? { recipient } : {}) };
  const outbox = useOutbox(query);

  const purposeLabel = (p: string) => (i18n.exists(`system:outbox.purposes.${p}`) ? t(`outbox.purposes.${p}`) : p);
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => message.success(t('outbox.copied')));
  };

  const columns: TableColumnsType<OutboxMessage> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    {
      key: 'channel',
      title: t('outbox.channel'),
      dataIndex: 'channel',
      width: 90,
      render: (_v, r) => <Tag color={r.channel === 'SMS' ? 'blue' : 'purple'}>{t(`outbox.channels.${r.channel}`)}</Tag>,
    },
    { key: 'recipient', title: t('outbox.recipient'), dataIndex: 'recipient', width: 200 },
    {
      key: 'purpose',
      title: t('outbox.purpose'),
      dataIndex: 'purpose',
      width: 130,
      render: (v: string) => purposeLabel(v),
    },
    {
      key: 'body',
      title: t('outbox.body'),
      dataIndex: 'body',
      render: (v: string) => (
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
          {v}{' '}
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            onClick={() => copy(v)}
            aria-label={t('outbox.copy')}
          />
        </Typography.Text>
      ),
    },
    {
      key: 'createdAt',
      title: t('outbox.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
  ];

  return (
    <div data-testid="outbox-page">
      <Card className="ph-page-card">
        <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
        <Form
          layout="inline"
          name="outbox-filters"
          onFinish={(v: { recipient?: string }) => {
            setRecipient((v.recipient ?? '').trim());
            paging.toFirstPage();
          }}
        >
          <Form.Item name="recipient" label={t('outbox.recipient')}>
            <Input allowClear placeholder={t('outbox.recipientPlaceholder')} style={{ width: 240 }} maxLength={254} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {tc('actions.search')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()}>
              {tc('actions.refresh')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card className="ph-page-card" title={t('outbox.title')}>
        <Table<OutboxMessage>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={outbox.data?.rows ?? []}
          loading={outbox.isFetching}
          pagination={paging.pagination(outbox.data?.total ?? 0)}
        />
      </Card>
    </div>
  );
}
