import { Tag } from 'antd';
import type { ProductCost } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';

export function CostStatusTag({ cost }: { cost: Pick<ProductCost, 'status' | 'statusI18n'> }) {
  return <Tag color={cost.status === 'ENABLED' ? 'green' : 'default'}>{cost.statusI18n}</Tag>;
}

export function useCostColumns(showOwner: boolean): ListColumn<ProductCost>[] {
  const { t } = useTranslation('product-costs');
  return [
    { key: 'code', title: t('cost.code'), width: 130, ellipsis: true },
    { key: 'name', title: t('cost.name'), width: 170, ellipsis: true, locked: true },
    { key: 'mainName', title: t('cost.mainName'), width: 140, ellipsis: true, defaultHidden: true },
    ...(showOwner ? [{ key: 'ownerName', title: t('cost.owner'), width: 130, ellipsis: true }] : []),
    {
      key: 'businessType',
      title: t('cost.businessType'),
      width: 110,
      render: (r: ProductCost) => t(`businessTypes.${r.businessType as 'EXPRESS'}`, { defaultValue: r.businessType }),
    },
    { key: 'currency', title: t('cost.currency'), width: 80 },
    { key: 'weightCarryRule', title: t('cost.weightCarryRule'), width: 150, render: (r) => r.weightCarryRuleI18n },
    { key: 'status', title: t('cost.status'), width: 90, render: (r) => <CostStatusTag cost={r} /> },
    { key: 'version', title: t('cost.version'), width: 80, align: 'right', defaultHidden: true },
    { key: 'description', title: t('cost.description'), width: 200, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('cost.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
