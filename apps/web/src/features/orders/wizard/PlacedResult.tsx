import { Button, Result, Typography } from 'antd';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { PlacedOrder } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { usePrintLabels } from '../hooks/useOrders';
import { LabelStatusTag } from '../components/StatusTags';

/**
 * "Order placed successfully": the order number and fee, the label to print, and the way to the next order. A print
 * that fails is reported by the HTTP client with the server's words.
 */
export function PlacedResult({ order, onAnother }: { order: PlacedOrder; onAnother: () => void }) {
  const { t } = useTranslation('orders');
  const print = usePrintLabels();
  // Held by an order rule: charged, but no label until the platform releases it; it must not read as a success.
  const held = order.holdReason !== null;
  return (
    <Result
      status={held ? 'warning' : 'success'}
      title={held ? t('wizard.placed.heldTitle') : t('wizard.placed.title')}
      data-testid="order-placed"
      subTitle={
        <>
          {held ? (
            <div data-testid="order-placed-held">{t('hold.reason', { reason: order.holdReason || '-' })}</div>
          ) : null}
          <div>
            {t('wizard.placed.orderNo')}{' '}
            <Typography.Text strong copyable data-testid="order-placed-no">
              {order.orderNo}
            </Typography.Text>
          </div>
          <div>{t('wizard.placed.fee', { amount: formatAmount(order.fee.total), currency: order.fee.currency })}</div>
          <div>
            {t('fields.labelStatus')}: <LabelStatusTag status={order.labelStatus} />
          </div>
        </>
      }
      extra={[
        held ? null : (
          <Button
            key="print"
            type="primary"
            icon={<PrinterOutlined />}
            loading={print.isPending}
            onClick={() => print.mutate([order.id])}
            data-testid="order-print-label"
          >
            {t('actions.printLabel')}
          </Button>
        ),
        <Button key="another" icon={<PlusOutlined />} onClick={onAnother} data-testid="order-place-another">
          {t('wizard.placed.another')}
        </Button>,
      ]}
    />
  );
}
