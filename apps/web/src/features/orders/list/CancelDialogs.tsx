import { useState } from 'react';
import { Alert, App, Flex, Input, Modal, Spin, Table, Tag, Typography } from 'antd';
import type { BatchOutcome, OrderRow, PrivilegeType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatAmount } from '../../../shared/format';
import { useBatchCancel, useCancelOrder, useOrderDetail } from '../hooks/useOrders';

function Reason({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('orders');
  return (
    <Input.TextArea
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={200}
      showCount
      autoSize={{ minRows: 2, maxRows: 4 }}
      placeholder={t('cancel.reason')}
      data-testid="order-cancel-reason"
    />
  );
}

/**
 * Cancelling one order. The warning is the order's own (spec: two of the four variants): the carrier cancels online
 * and the fee is refunded, or it does not and the fee stays charged, as `detail.cancelRefunds` says.
 */
export function CancelOrderDialog({ order, onClose }: { order: OrderRow | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const detail = useOrderDetail(order?.id ?? null);
  const cancel = useCancelOrder();
  const d = detail.data;
  const fee = d ? { amount: formatAmount(d.fee.total), currency: d.fee.currency } : null;

  const submit = async () => {
    if (!order) return;
    try {
      const outcome = await cancel.mutateAsync({ id: order.id, reason: reason.trim() });
      void message.success(
        outcome.refunded
          ? t('cancel.doneRefunded', { amount: formatAmount(outcome.refundAmount), currency: d?.fee.currency ?? '' })
          : t('cancel.doneNoRefund'),
      );
      setReason('');
      onClose();
    } catch {
      // the HTTP client showed the server's words
    }
  };

  return (
    <Modal
      open={order !== null}
      title={t('cancel.title', { orderNo: order?.orderNo ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('cancel.ok')}
      cancelText={tc('actions.cancel')}
      okButtonProps={{ danger: true, disabled: !d?.canCancel, ...testIdProps('order-cancel-ok') }}
      confirmLoading={cancel.isPending}
      destroyOnHidden
      data-testid="order-cancel-dialog"
    >
      {!d ? (
        <Spin />
      ) : !d.canCancel ? (
        <Alert type="error" showIcon title={t('cancel.notAllowed')} data-testid="order-cancel-warning" />
      ) : (
        <Flex vertical gap={12}>
          <Alert
            type={d.cancelRefunds ? 'info' : 'warning'}
            showIcon
            data-testid="order-cancel-warning"
            data-variant={d.cancelRefunds ? 'single-refund' : 'single-no-refund'}
            title={d.cancelRefunds ? t('cancel.singleRefund', fee ?? {}) : t('cancel.singleNoRefund', fee ?? {})}
          />
          <Reason value={reason} onChange={setReason} />
        </Flex>
      )}
    </Modal>
  );
}

interface BatchProps {
  ids: number[];
  open: boolean;
  privilegeType: PrivilegeType;
  onClose: () => void;
  /** The orders the server canceled (the caller drops them from the selection). */
  onDone: (canceled: number[]) => void;
}

/**
 * Cancelling many orders: a neutral warning naming both outcomes (the batch variants), then each order's own
 * outcome as the server answered it.
 */
export function BatchCancelDialog({ ids, open, privilegeType, onClose, onDone }: BatchProps) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState('');
  const [outcomes, setOutcomes] = useState<BatchOutcome[] | null>(null);
  const batch = useBatchCancel();

  const close = () => {
    setOutcomes(null);
    setReason('');
    onClose();
  };
  const submit = async () => {
    try {
      const rows = await batch.mutateAsync({ privilegeType, ids, reason: reason.trim() });
      setOutcomes(rows);
      onDone(rows.filter((r) => r.ok).map((r) => r.id));
    } catch {
      // the HTTP client showed the server's words
    }
  };
  const ok = outcomes?.filter((o) => o.ok).length ?? 0;
  /** A canceled order's message is the amount refunded ('' for none); a refused one's, the reason. */
  const outcomeText = (o: BatchOutcome) => {
    if (!o.ok) return o.message;
    if (o.message === '') return t('cancel.notRefunded');
    return /^\d+(\.\d+)?$/.test(o.message)
      ? t('cancel.refundedAmount', { amount: formatAmount(o.message) })
      : o.message;
  };

  return (
    <Modal
      open={open}
      title={t('cancel.batchTitle', { count: ids.length })}
      onCancel={close}
      onOk={() => (outcomes ? close() : void submit())}
      okText={outcomes ? tc('actions.close') : t('cancel.ok')}
      cancelText={tc('actions.cancel')}
      cancelButtonProps={outcomes ? { style: { display: 'none' } } : undefined}
      okButtonProps={{ danger: !outcomes, ...testIdProps('order-batch-cancel-ok') }}
      confirmLoading={batch.isPending}
      destroyOnHidden
      width={640}
      data-testid="order-batch-cancel-dialog"
    >
      {outcomes ? (
        <Flex vertical gap={8} data-testid="order-batch-outcomes">
          <Typography.Text>{t('cancel.batchDone', { ok, failed: outcomes.length - ok })}</Typography.Text>
          <Table<BatchOutcome>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={outcomes}
            scroll={{ y: 320 }}
            columns={[
              { key: 'orderNo', title: t('columns.orderNo'), render: (_, o) => o.orderNo ?? `#${o.id}` },
              {
                key: 'ok',
                title: t('cancel.outcome'),
                width: 110,
                render: (_, o) => (
                  <Tag color={o.ok ? 'success' : 'error'}>{o.ok ? t('cancel.ok') : t('cancel.failed')}</Tag>
                ),
              },
              { key: 'message', title: t('cancel.message'), render: (_, o) => outcomeText(o) },
            ]}
          />
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Alert
            type="warning"
            showIcon
            data-testid="order-cancel-warning"
            data-variant="batch"
            title={t('cancel.batchWarning', { count: ids.length })}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                <li>{t('cancel.batchRefund')}</li>
                <li>{t('cancel.batchNoRefund')}</li>
              </ul>
            }
          />
          <Reason value={reason} onChange={setReason} />
        </Flex>
      )}
    </Modal>
  );
}
