import { useState } from 'react';
import { Alert, Spin } from 'antd';
import {
  CancelInput,
  InterceptDecisionInput,
  RefuseInput,
  type BatchOutcome,
  type OrderRow,
  type PrivilegeType,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { useBatchCancel, useCancelOrder, useOrderDetail, useRefuseOrder, useReleaseOrder } from '../hooks/useOrders';
import { BatchOutcomesModal } from './BatchOutcomesModal';
import { ReasonDialog } from './ReasonDialog';

interface OneOrderProps {
  order: OrderRow | null;
  onClose: () => void;
}

/**
 * Cancelling one order. The warning is the order's own (spec: two of the four variants): the carrier cancels online
 * and the fee is refunded, or it does not and the fee stays charged, as `detail.cancelRefunds` says.
 */
export function CancelOrderDialog({ order, onClose }: OneOrderProps) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(order?.id ?? null);
  const cancel = useCancelOrder();
  const d = detail.data;
  const fee = d ? { amount: formatAmount(d.fee.total), currency: d.fee.currency } : {};

  const notice = !d ? (
    <Spin />
  ) : !d.canCancel ? (
    <Alert type="error" showIcon title={t('cancel.notAllowed')} data-testid="order-cancel-warning" />
  ) : (
    <Alert
      type={d.cancelRefunds ? 'info' : 'warning'}
      showIcon
      data-testid="order-cancel-warning"
      data-variant={d.cancelRefunds ? 'single-refund' : 'single-no-refund'}
      title={d.cancelRefunds ? t('cancel.singleRefund', fee) : t('cancel.singleNoRefund', fee)}
    />
  );

  return (
    <ReasonDialog
      open={order !== null}
      title={t('cancel.title', { orderNo: order?.orderNo ?? '' })}
      name="order-cancel"
      schema={CancelInput}
      notice={notice}
      reasonHidden={!d?.canCancel}
      placeholder={t('cancel.reason')}
      reasonTestId="order-cancel-reason"
      okText={t('cancel.ok')}
      danger
      saveTestId="order-cancel-ok"
      testId="order-cancel-dialog"
      onSubmit={(reason) => cancel.mutateAsync({ id: order?.id ?? 0, reason })}
      successMessage={(outcome) =>
        outcome.refunded
          ? t('cancel.doneRefunded', { amount: formatAmount(outcome.refundAmount), currency: d?.fee.currency ?? '' })
          : t('cancel.doneNoRefund')
      }
      onClose={onClose}
    />
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
  const [outcomes, setOutcomes] = useState<BatchOutcome[] | null>(null);
  const batch = useBatchCancel();

  return (
    <>
      <ReasonDialog
        open={open}
        title={t('cancel.batchTitle', { count: ids.length })}
        name="order-batch-cancel"
        schema={CancelInput}
        notice={
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
        }
        placeholder={t('cancel.reason')}
        reasonTestId="order-cancel-reason"
        okText={t('cancel.ok')}
        danger
        saveTestId="order-batch-cancel-ok"
        testId="order-batch-cancel-dialog"
        width={640}
        onSubmit={(reason) => batch.mutateAsync({ privilegeType, ids, reason })}
        onSaved={(rows) => {
          setOutcomes(rows);
          onDone(rows.filter((r) => r.ok).map((r) => r.id));
        }}
        onClose={onClose}
      />
      <BatchOutcomesModal outcomes={outcomes} onClose={() => setOutcomes(null)} />
    </>
  );
}

/**
 * A supplier refuses a parcel, with a reason: the order is held for the platform, which cancels it (refunding the
 * customer) or releases it. A supplier never cancels a customer's order itself.
 */
export function RefuseOrderDialog({ order, onClose }: OneOrderProps) {
  const { t } = useTranslation('orders');
  const refuse = useRefuseOrder();
  return (
    <ReasonDialog
      open={order !== null}
      title={t('refuse.title', { orderNo: order?.orderNo ?? '' })}
      name="order-refuse"
      schema={RefuseInput}
      notice={<Alert type="warning" showIcon title={t('refuse.warning')} />}
      placeholder={t('refuse.reason')}
      reasonTestId="order-refuse-reason"
      okText={t('refuse.ok')}
      danger
      saveTestId="order-refuse-ok"
      testId="order-refuse-dialog"
      onSubmit={(reason) => refuse.mutateAsync({ id: order?.id ?? 0, reason })}
      successMessage={t('refuse.done')}
      onClose={onClose}
    />
  );
}

/**
 * The platform releases an intercepted order (the INTERCEPTED tab is the queue): it goes on to its label and its
 * fee stays charged. Cancelling it instead refunds the fee (the cancel dialog says so).
 */
export function ReleaseOrderDialog({ order, onClose }: OneOrderProps) {
  const { t } = useTranslation('orders');
  const release = useReleaseOrder();
  return (
    <ReasonDialog
      open={order !== null}
      title={t('release.title', { orderNo: order?.orderNo ?? '' })}
      name="order-release"
      schema={InterceptDecisionInput}
      notice={<Alert type="info" showIcon title={t('release.warning')} data-testid="order-release-warning" />}
      placeholder={t('release.reason')}
      reasonTestId="order-release-reason"
      okText={t('release.ok')}
      saveTestId="order-release-ok"
      testId="order-release-dialog"
      onSubmit={(reason) => release.mutateAsync({ id: order?.id ?? 0, reason })}
      successMessage={(o) => t('release.done', { status: t(`labelStatus.${o.labelStatus}`) })}
      onClose={onClose}
    />
  );
}
