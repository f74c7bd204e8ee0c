import { useState } from 'react';
import { Alert, App, Flex, Input, Modal } from 'antd';
import type { OrderRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useReleaseOrder } from '../hooks/useOrders';

/**
 * The platform releases an intercepted order (the INTERCEPTED tab is the queue): it goes on to its label and its
 * fee stays charged. Cancelling it instead refunds the fee (the cancel dialog says so).
 */
export function ReleaseOrderDialog({ order, onClose }: { order: OrderRow | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const release = useReleaseOrder();

  const submit = async () => {
    if (!order) return;
    try {
      const o = await release.mutateAsync({ id: order.id, reason: reason.trim() });
      void message.success(t('release.done', { status: t(`labelStatus.${o.labelStatus}`) }));
      setReason('');
      onClose();
    } catch {
      // the HTTP client showed the server's words
    }
  };

  return (
    <Modal
      open={order !== null}
      title={t('release.title', { orderNo: order?.orderNo ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('release.ok')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('order-release-ok')}
      confirmLoading={release.isPending}
      destroyOnHidden
      data-testid="order-release-dialog"
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('release.warning')} data-testid="order-release-warning" />
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('release.reason')}
          data-testid="order-release-reason"
        />
      </Flex>
    </Modal>
  );
}
