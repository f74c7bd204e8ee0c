import { Flex, Typography } from 'antd';
import type { OrderRow, PrivilegeType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, formatWeight } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';
import { LabelStatusTag, OrderStatusTag } from '../components/StatusTags';

const dash = <Typography.Text type="secondary">-</Typography.Text>;

/** The order's numbers in one cell: ours, the customer's reference, the carrier's tracking number. */
function Numbers({ row }: { row: OrderRow }) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: row.orderNo }}>
        {row.orderNo}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: row.referenceNo }}>
        {row.referenceNo}
      </Typography.Text>
      {row.trackingNo ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.trackingNo }}>
          {row.trackingNo}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * The order list's columns. The widths add up to what a 1440 px screen leaves the table (about 1,140 px) with the
 * customer column; the rest (receiver, pieces, chargeable weight, source, inside number) waits under the row's "+".
 */
export function useOrderColumns(privilegeType: PrivilegeType): ListColumn<OrderRow>[] {
  const { t } = useTranslation('orders');
  const columns: (ListColumn<OrderRow> | false)[] = [
    { key: 'numbers', title: t('columns.numbers'), width: 168, locked: true, render: (r) => <Numbers row={r} /> },
    {
      key: 'status',
      title: t('fields.status'),
      width: 96,
      render: (r) => <OrderStatusTag status={r.status} holdReason={r.holdReason} />,
    },
    {
      key: 'labelStatus',
      title: t('fields.labelStatus'),
      width: 96,
      render: (r) => <LabelStatusTag status={r.labelStatus} error={r.labelError} />,
    },
    { key: 'countryCode', title: t('columns.country'), width: 64 },
    {
      key: 'product',
      title: t('columns.product'),
      width: 120,
      ellipsis: true,
      render: (r) => `${r.productCode} ${r.productName}`,
    },
    privilegeType !== 'USER' && {
      key: 'customerName',
      title: t('columns.customer'),
      width: 110,
      ellipsis: true,
    },
    { key: 'receiverName', title: t('columns.receiver'), width: 120, ellipsis: true, defaultHidden: true },
    { key: 'pieces', title: t('columns.pieces'), width: 64, align: 'right', defaultHidden: true },
    { key: 'weight', title: t('columns.weight'), width: 84, align: 'right', render: (r) => formatWeight(r.weight) },
    {
      key: 'chargeableWeight',
      title: t('columns.chargeableWeight'),
      width: 110,
      align: 'right',
      defaultHidden: true,
      render: (r) => (r.chargeableWeight === null ? dash : formatWeight(r.chargeableWeight)),
    },
    {
      key: 'feeTotal',
      // A supplier's rows carry its cost in this column (the server's rowOf), so the heading says so.
      title: privilegeType === 'SUPPLIER' ? t('columns.cost') : t('columns.fee'),
      width: 110,
      align: 'right',
      render: (r) => `${formatAmount(r.feeTotal)} ${r.currency}`,
    },
    {
      key: 'source',
      title: t('columns.source'),
      width: 80,
      defaultHidden: true,
      render: (r) => t(`source.${r.source}`),
    },
    { key: 'insideNumber', title: t('columns.insideNumber'), width: 150, ellipsis: true, defaultHidden: true },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      width: 100,
      render: (r) => (
        <Flex vertical>
          <span>{formatDateTime(r.createdAt, 'YYYY-MM-DD')}</span>
          <Typography.Text type="secondary">{formatDateTime(r.createdAt, 'HH:mm:ss')}</Typography.Text>
        </Flex>
      ),
    },
  ];
  return columns.filter((c): c is ListColumn<OrderRow> => c !== false);
}
