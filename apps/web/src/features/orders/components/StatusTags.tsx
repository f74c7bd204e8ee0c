import { Tag, Tooltip } from 'antd';
import type { LabelStatus, OrderStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<OrderStatus, string> = {
  CREATED: 'default',
  LABELED: 'blue',
  RECEIVED: 'cyan',
  SORTED: 'cyan',
  BAGGED: 'cyan',
  DISPATCHED: 'geekblue',
  IN_TRANSIT: 'geekblue',
  DELIVERED: 'green',
  SETTLED: 'green',
  COMPLETED: 'success',
  CANCELED: 'default',
  INTERCEPTED: 'orange',
  EXCEPTION: 'error',
  RETURNED: 'purple',
};

const LABEL_COLORS: Record<LabelStatus, string> = {
  NOT_REQUESTED: 'default',
  PENDING: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
  VOIDED: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** A failed label says why on hover. */
export function LabelStatusTag({ status, error }: { status: LabelStatus; error?: string | null }) {
  const { t } = useTranslation('orders');
  const tag = (
    <Tag color={LABEL_COLORS[status]} data-testid="label-status">
      {t(`labelStatus.${status}`)}
    </Tag>
  );
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
