import { Tag, Typography } from 'antd';
import type { WebhookRecordRow, WebhookRecordStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

const STATUS_COLOR: Record<WebhookRecordStatus, string | undefined> = {
  PENDING: 'blue',
  SUCCESS: 'green',
  FAILED: 'red',
  DROPPED: undefined,
};

/** The delivery log's columns: the message, where it went, how it went; the payload in the expanded row. */
export function useRecordColumns(): ListColumn<WebhookRecordRow>[] {
  const { t } = useTranslation('webhooks');
  return [
    { key: 'trackingNo', title: t('records.columns.trackingNo'), width: 170, locked: true, ellipsis: true },
    { key: 'sequence', title: t('records.columns.sequence'), width: 100, align: 'right' },
    {
      key: 'status',
      title: t('records.columns.status'),
      width: 100,
      render: (r) => <Tag color={STATUS_COLOR[r.status]}>{t(`records.statuses.${r.status}`)}</Tag>,
    },
    { key: 'attempts', title: t('records.columns.attempts'), width: 90, align: 'right' },
    { key: 'endpointUrl', title: t('records.columns.endpoint'), width: 220, ellipsis: true },
    {
      key: 'endpointKind',
      title: t('records.columns.kind'),
      width: 110,
      render: (r) => t(`records.kinds.${r.endpointKind}`),
    },
    { key: 'lastStatusCode', title: t('records.columns.lastStatusCode'), width: 100, align: 'right' },
    { key: 'lastError', title: t('records.columns.lastError'), width: 200, ellipsis: true, defaultHidden: true },
    { key: 'createdAt', title: t('records.columns.createdAt'), width: 160, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'lastAttemptAt',
      title: t('records.columns.lastAttemptAt'),
      width: 160,
      render: (r) => formatDateTime(r.lastAttemptAt),
    },
    {
      key: 'deliveredAt',
      title: t('records.columns.deliveredAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.deliveredAt),
    },
    {
      key: 'id',
      title: t('records.columns.id'),
      width: 200,
      defaultHidden: true,
      render: (r) => (
        <Typography.Text code copyable>
          {r.id}
        </Typography.Text>
      ),
    },
    {
      key: 'payload',
      title: t('records.payload'),
      width: 240,
      defaultHidden: true,
      render: (r) => (
        <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
          {r.payload}
        </Typography.Paragraph>
      ),
    },
  ];
}
