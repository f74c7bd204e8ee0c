import { Tag } from 'antd';
import type { Surcharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';

/** The rule list's columns, shared by the surcharge screen and the cost's detail. */
export function useSurchargeColumns(): ListColumn<Surcharge>[] {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  return [
    { key: 'calSortNumber', title: t('surcharge.calSortNumber'), width: 70, align: 'right' },
    { key: 'code', title: t('surcharge.code'), width: 120, ellipsis: true },
    { key: 'label', title: t('surcharge.label'), width: 150, ellipsis: true, locked: true },
    {
      key: 'surchargeType',
      title: t('surcharge.surchargeType'),
      width: 100,
      render: (r) => <Tag color={r.surchargeType === 'SIZELIMIT' ? 'purple' : 'blue'}>{r.surchargeTypeI18n}</Tag>,
    },
    {
      key: 'formula',
      title: t('surcharge.formula'),
      width: 240,
      ellipsis: true,
      render: (r) => <code>{r.formula}</code>,
    },
    {
      key: 'refuse',
      title: t('surcharge.refuse'),
      width: 110,
      defaultHidden: true,
      render: (r) => (r.refuse ? tc('actions.yes') : tc('actions.no')),
    },
    {
      key: 'calReferenceStatus',
      title: t('surcharge.calReferenceStatus'),
      width: 130,
      defaultHidden: true,
      render: (r) => (r.calReferenceStatus ? tc('actions.yes') : tc('actions.no')),
    },
    {
      key: 'calClassName',
      title: t('surcharge.calClassName'),
      width: 140,
      ellipsis: true,
      defaultHidden: true,
      render: (r) =>
        t(`surcharge.calculators.${r.calClassName as 'FormulaCalculator'}`, { defaultValue: r.calClassName }),
    },
    { key: 'description', title: t('surcharge.description'), width: 180, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('cost.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
