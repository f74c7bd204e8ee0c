import { Tag } from 'antd';
import type { TraceStation } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

export function useStationColumns(): ListColumn<TraceStation>[] {
  const { t } = useTranslation('trace');
  return [
    { key: 'code', title: t('stations.columns.code'), width: 110, locked: true, ellipsis: true },
    { key: 'name', title: t('stations.columns.name'), width: 160, ellipsis: true },
    {
      key: 'enabled',
      title: t('stations.columns.enabled'),
      width: 96,
      render: (r) =>
        r.enabled ? (
          <Tag color="green">{t('stations.status.enabled')}</Tag>
        ) : (
          <Tag>{t('stations.status.disabled')}</Tag>
        ),
    },
    { key: 'countryCode', title: t('stations.columns.country'), width: 90 },
    { key: 'city', title: t('stations.columns.city'), width: 120, ellipsis: true },
    { key: 'timezone', title: t('stations.columns.timezone'), width: 150, ellipsis: true },
    { key: 'address', title: t('stations.columns.address'), width: 180, ellipsis: true, defaultHidden: true },
    { key: 'remark', title: t('stations.columns.remark'), width: 160, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('stations.columns.updatedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
