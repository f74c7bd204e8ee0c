import { Button, Tag } from 'antd';
import type { Recharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatAmount, formatDateTime } from '../../../shared/format';

const STATUS_COLORS: Record<Recharge['status'], string> = {
  PENDING: 'processing',
  SUCCESS: 'success',
  REJECTED: 'error',
};

export const RechargeStatusTag = ({ recharge }: { recharge: Recharge }) => (
  <Tag color={STATUS_COLORS[recharge.status]} data-testid={`recharge-status-${recharge.id}`}>
    {recharge.statusName}
  </Tag>
);

/** Recharges as the customer (its own) and the platform (with the customer and the voucher) list them. */
export function useRechargeColumns(opts: {
  withCustomer: boolean;
  onVoucher?: (r: Recharge) => void;
}): ListColumn<Recharge>[] {
  const { t } = useTranslation('wallet');
  return [
    { key: 'rechargeNo', title: t('recharges.rechargeNo'), width: 180, locked: true },
    ...(opts.withCustomer
      ? [{ key: 'customerName', title: t('recharges.customer'), width: 120, ellipsis: true } as ListColumn<Recharge>]
      : []),
    { key: 'operateTypeName', title: t('recharges.operateType'), width: 130, ellipsis: true },
    { key: 'payTypeName', title: t('recharges.payType'), width: 130, ellipsis: true },
    { key: 'amount', title: t('recharges.amount'), width: 110, align: 'right', render: (r) => formatAmount(r.amount) },
    { key: 'fee', title: t('recharges.fee'), width: 90, align: 'right', render: (r) => formatAmount(r.fee) },
    {
      key: 'payAmount',
      title: t('recharges.payAmount'),
      width: 110,
      align: 'right',
      defaultHidden: true,
      render: (r) => formatAmount(r.payAmount),
    },
    { key: 'status', title: t('recharges.status'), width: 100, render: (r) => <RechargeStatusTag recharge={r} /> },
    ...(opts.onVoucher
      ? [
          {
            key: 'voucher',
            title: t('recharges.voucher'),
            width: 80,
            render: (r) =>
              r.voucherUrl ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => opts.onVoucher?.(r)}
                  data-testid={`recharge-voucher-${r.id}`}
                >
                  {t('review.view')}
                </Button>
              ) : null,
          } as ListColumn<Recharge>,
        ]
      : []),
    { key: 'reason', title: t('recharges.reason'), width: 160, ellipsis: true },
    { key: 'remark', title: t('recharges.remark'), width: 140, ellipsis: true, defaultHidden: true },
    { key: 'createdDate', title: t('recharges.createdDate'), width: 160, render: (r) => formatDateTime(r.createdDate) },
    { key: 'reviewedBy', title: t('recharges.reviewedBy'), width: 110, defaultHidden: true },
    {
      key: 'reviewedDate',
      title: t('recharges.reviewedDate'),
      width: 160,
      defaultHidden: true,
      render: (r) => (r.reviewedDate ? formatDateTime(r.reviewedDate) : '-'),
    },
  ];
}
