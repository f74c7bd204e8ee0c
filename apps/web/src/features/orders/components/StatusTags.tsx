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

/** A held order's tag says why on hover (the hold reason), as a failed label does. */
export function OrderStatusTag({ status, holdReason }: { status: OrderStatus; holdReason?: string | null }) {
  const { t } = useTranslation('orders');
  const tag = <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
  if (!holdReason) return tag;
  return (
    <Tooltip title={t('hold.reason', { reason: holdReason })}>
      <span data-testid="order-hold-reason">{tag}</span>
    </Tooltip>
  );
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
