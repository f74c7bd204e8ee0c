import { Flex, Modal, Table, Tag, Typography } from 'antd';
import type { BatchOutcome } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatAmount } from '../../../shared/format';

/** What a batch cancel did, order by order, as the server answered (a report, not a form). */
export function BatchOutcomesModal({ outcomes, onClose }: { outcomes: BatchOutcome[] | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
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
      open={outcomes !== null}
      title={t('cancel.batchTitle', { count: outcomes?.length ?? 0 })}
      onCancel={onClose}
      onOk={onClose}
      okText={tc('actions.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={testIdProps('order-batch-outcomes-close')}
      destroyOnHidden
      width={640}
      data-testid="order-batch-outcomes-dialog"
    >
      <Flex vertical gap={8} data-testid="order-batch-outcomes">
        <Typography.Text>{t('cancel.batchDone', { ok, failed: (outcomes?.length ?? 0) - ok })}</Typography.Text>
        <Table<BatchOutcome>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={outcomes ?? []}
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
    </Modal>
  );
}
