import { Button, Tag, Typography } from 'antd';
import type { OrderTrackingRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';
import { useStatusWords } from '../../tracking';

const STATUS_COLORS: Record<string, string> = {
  DELIVERED: 'green',
  EXCEPTION: 'red',
  DELIVERY_FAILED: 'orange',
  EXPIRED: 'default',
  PENDING: 'default',
};

/** The tracking page's columns: numbers, tracking status, the latest event; the timeline opens from the number. */
export function useOrderTrackingColumns(onTimeline: (row: OrderTrackingRow) => void): ListColumn<OrderTrackingRow>[] {
  const { t } = useTranslation('public-tracking');
  const { t: to } = useTranslation('orders');
  const words = useStatusWords();
  return [
    {
      key: 'trackingNo',
      title: t('columns.trackingNo'),
      width: 170,
      locked: true,
      render: (r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' }}
          onClick={() => onTimeline(r)}
          data-testid={`tracking-open-${r.id}`}
        >
          {r.trackingNo ?? r.insideNumber}
        </Button>
      ),
    },
    { key: 'orderNo', title: t('columns.orderNo'), width: 170, ellipsis: true },
    { key: 'referenceNo', title: t('columns.referenceNo'), width: 150, ellipsis: true },
    {
      key: 'status',
      title: t('columns.status'),
      width: 150,
      render: (r) => (
        <Tag
          color={STATUS_COLORS[r.status] ?? 'blue'}
          style={{ whiteSpace: 'normal' }}
          data-testid={`tracking-status-${r.id}`}
        >
          {words(r.status, r.subStatus)}
        </Tag>
      ),
    },
    {
      key: 'latestEvent',
      title: t('columns.latestEvent'),
      width: 240,
      render: (r) =>
        r.latestEvent ? (
          <div>
            <div>{r.latestEvent.description || words(r.latestEvent.status, r.latestEvent.subStatus)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(r.latestEvent.eventTime)}
              {r.latestEvent.location ? ` · ${r.latestEvent.location}` : ''}
            </Typography.Text>
          </div>
        ) : (
          <Typography.Text type="secondary">{t('timeline.none')}</Typography.Text>
        ),
    },
    {
      key: 'orderStatus',
      title: t('columns.orderStatus'),
      width: 110,
      render: (r) => to(`status.${r.orderStatus}`),
    },
    { key: 'createdAt', title: t('columns.createdAt'), width: 160, render: (r) => formatDateTime(r.createdAt) },
    { key: 'insideNumber', title: t('columns.insideNumber'), width: 170, defaultHidden: true },
    { key: 'carrierCode', title: t('columns.carrierCode'), width: 110, defaultHidden: true },
  ];
}
