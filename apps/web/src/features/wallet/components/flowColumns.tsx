import { Tag } from 'antd';
import type { WalletFlow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { SignedAmount } from './SignedAmount';

const TYPE_COLORS: Record<WalletFlow['type'], string> = {
  RECHARGE: 'green',
  ORDER_CHARGE: 'blue',
  WEIGHT_ADJUSTMENT: 'gold',
  REFUND: 'cyan',
  DEPOSIT: 'purple',
  MANUAL_ADJUSTMENT: 'magenta',
};

/** The history's columns; the platform's list shows the customer too. */
export function useFlowColumns(withCustomer: boolean): ListColumn<WalletFlow>[] {
  const { t } = useTranslation('wallet');
  return [
    {
      key: 'createdDate',
      title: t('flows.time'),
      width: 160,
      locked: true,
      render: (r) => formatDateTime(r.createdDate),
    },
    ...(withCustomer
      ? [{ key: 'customerName', title: t('flows.customer'), width: 130, ellipsis: true } as ListColumn<WalletFlow>]
      : []),
    {
      key: 'type',
      title: t('flows.type'),
      width: 120,
      render: (r) => <Tag color={TYPE_COLORS[r.type]}>{r.typeName}</Tag>,
    },
    { key: 'accountKindName', title: t('flows.account'), width: 120, defaultHidden: true },
    {
      key: 'amount',
      title: t('flows.amount'),
      width: 120,
      align: 'right',
      render: (r) => <SignedAmount value={r.amount} />,
    },
    {
      key: 'balanceAfter',
      title: t('flows.balanceAfter'),
      width: 130,
      align: 'right',
      render: (r) => formatAmount(r.balanceAfter),
    },
    { key: 'orderNo', title: t('flows.orderNo'), width: 150, ellipsis: true },
    { key: 'remark', title: t('flows.remark'), width: 200, ellipsis: true },
    { key: 'operatorName', title: t('flows.operator'), width: 110, ellipsis: true, defaultHidden: true },
    { key: 'id', title: t('flows.entry'), width: 90, defaultHidden: true },
  ];
}
