import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ApiKeyRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';

/** Every key the account had: who made it and when, who ended it, and its last use. */
export function KeyHistory({ rows, loading }: { rows: ApiKeyRow[]; loading: boolean }) {
  const { t } = useTranslation('api-docking');
  const columns: ColumnsType<ApiKeyRow> = [
    { title: t('fields.prefix'), dataIndex: 'prefix', render: (p: string) => <code>{`${p}…`}</code> },
    { title: t('fields.mode'), dataIndex: 'mode', render: (m: ApiKeyRow['mode']) => t(`modes.${m}`) },
    {
      title: t('fields.status'),
      dataIndex: 'active',
      render: (active: boolean) =>
        active ? <Tag color="green">{t('status.active')}</Tag> : <Tag>{t('status.revoked')}</Tag>,
    },
    {
      title: t('fields.created'),
      key: 'created',
      render: (_, r) => `${formatDateTime(r.createdAt)} · ${r.createdBy}`,
    },
    {
      title: t('fields.revoked'),
      key: 'revoked',
      render: (_, r) => (r.revokedAt ? `${formatDateTime(r.revokedAt)} · ${r.revokedBy ?? ''}` : ''),
    },
    {
      title: t('fields.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      render: (v: string | null) => (v ? formatDateTime(v) : t('fields.never')),
    },
  ];
  return (
    <Table<ApiKeyRow>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-testid': `api-key-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
