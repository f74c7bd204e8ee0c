import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EyeOutlined,
  PrinterOutlined,
  RedoOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { OrderRow, OrderStatus, PrivilegeType } from '@parcelhub/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOrder, usePrintLabels, useRetryLabel } from '../hooks/useOrders';

/** Cancelling is offered before dispatch; the server has the last word (detail.canCancel). */
const CANCELABLE: readonly OrderStatus[] = ['CREATED', 'LABELED', 'RECEIVED', 'SORTED', 'BAGGED'];
/** Held: intercepted by a rule, or refused by its supplier; the platform's to decide. */
export const isHeld = (status: OrderStatus) => status === 'INTERCEPTED' || status === 'EXCEPTION';
/**
 * A customer cancels its normal orders; the platform any before dispatch, held ones included (refunding the fee). A
 * supplier never cancels (that refunds the customer): it refuses instead.
 */
export const mayCancel = (row: Pick<OrderRow, 'status'>, privilegeType: PrivilegeType) =>
  privilegeType !== 'SUPPLIER' &&
  (CANCELABLE.includes(row.status) || (isHeld(row.status) && privilegeType === 'PLATFORM'));
/** A supplier refuses a parcel before dispatch, with a reason, for the platform to decide. */
export const mayRefuse = (row: Pick<OrderRow, 'status'>, privilegeType: PrivilegeType) =>
  privilegeType === 'SUPPLIER' && CANCELABLE.includes(row.status);
/** A held order waits for the platform's release, which requests its label. */
export const mayRetryLabel = (row: Pick<OrderRow, 'status' | 'labelStatus'>) =>
  row.status !== 'CANCELED' &&
  !isHeld(row.status) &&
  (row.labelStatus === 'FAILED' || row.labelStatus === 'NOT_REQUESTED');

function Action(props: { title: string; icon: ReactNode; testId: string; onClick?: () => void; danger?: boolean }) {
  return (
    <Tooltip title={props.title}>
      <Button
        type="text"
        size="small"
        danger={props.danger}
        icon={props.icon}
        aria-label={props.title}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

interface Props {
  row: OrderRow;
  privilegeType: PrivilegeType;
  onDetail: () => void;
  onCancel: () => void;
  /** Absent when the user may not place orders. */
  onCopy?: () => void;
  /** Absent when the user may not release held orders (the platform with order:label may). */
  onRelease?: () => void;
  /** The supplier's refusal (a reason dialog). */
  onRefuse?: () => void;
}

/** One order's actions, as icons: those that apply to its state only. */
export function OrderRowActions({ row, privilegeType, onDetail, onCancel, onCopy, onRelease, onRefuse }: Props) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const print = usePrintLabels();
  const retry = useRetryLabel();
  const remove = useDeleteOrder();
  const id = row.id;
  return (
    <Space size={0}>
      <Action title={t('actions.detail')} icon={<EyeOutlined />} onClick={onDetail} testId={`order-detail-${id}`} />
      {row.labelStatus === 'SUCCESS' ? (
        <Action
          title={t('actions.printLabel')}
          icon={<PrinterOutlined />}
          onClick={() => print.mutate([id])}
          testId={`order-print-${id}`}
        />
      ) : null}
      {mayRetryLabel(row) ? (
        <Action
          title={t('actions.retryLabel')}
          icon={<RedoOutlined />}
          testId={`order-retry-${id}`}
          onClick={() =>
            retry.mutate(id, {
              onSuccess: (o) =>
                void message.success(t('messages.retried', { status: t(`labelStatus.${o.labelStatus}`) })),
            })
          }
        />
      ) : null}
      {onRelease && isHeld(row.status) ? (
        <Action
          title={t('actions.release')}
          icon={<UnlockOutlined />}
          onClick={onRelease}
          testId={`order-release-${id}`}
        />
      ) : null}
      {mayCancel(row, privilegeType) ? (
        <Action
          title={isHeld(row.status) ? t('actions.cancelRefund') : t('actions.cancel')}
          icon={<StopOutlined />}
          onClick={onCancel}
          danger
          testId={`order-cancel-${id}`}
        />
      ) : null}
      {onRefuse && mayRefuse(row, privilegeType) ? (
        <Action
          title={t('actions.refuse')}
          icon={<StopOutlined />}
          onClick={onRefuse}
          danger
          testId={`order-refuse-${id}`}
        />
      ) : null}
      {row.status === 'CANCELED' ? (
        <Popconfirm
          title={t('delete.confirm', { orderNo: row.orderNo })}
          okText={tc('actions.delete')}
          cancelText={tc('actions.cancel')}
          okButtonProps={{ danger: true, 'data-testid': `order-delete-confirm-${id}` } as Record<never, never>}
          onConfirm={() =>
            // A refusal is shown by the HTTP client in the server's words.
            remove.mutateAsync(id).then(
              () => void message.success(tc('messages.deleteSuccess')),
              () => undefined,
            )
          }
        >
          <span>
            <Action title={tc('actions.delete')} icon={<DeleteOutlined />} danger testId={`order-delete-${id}`} />
          </span>
        </Popconfirm>
      ) : null}
      {onCopy ? (
        <Action title={t('actions.copy')} icon={<CopyOutlined />} onClick={onCopy} testId={`order-copy-${id}`} />
      ) : null}
    </Space>
  );
}
