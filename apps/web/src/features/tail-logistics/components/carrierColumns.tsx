import { Button, Tag, Typography } from 'antd';
import type { TailLogistics } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

/** The carriers: the service count opens the carrier's services. */
export function useCarrierColumns(onServices: (carrier: TailLogistics) => void): ListColumn<TailLogistics>[] {
  const { t } = useTranslation('tail-logistics');
  return [
    { key: 'code', title: t('columns.code'), width: 110, locked: true, ellipsis: true },
    { key: 'name', title: t('columns.name'), width: 160, ellipsis: true },
    {
      key: 'serviceCount',
      title: t('columns.services'),
      width: 96,
      align: 'right',
      render: (r) => (
        <Button type="link" size="small" onClick={() => onServices(r)} data-testid={`tail-services-${r.id}`}>
          {r.serviceCount}
        </Button>
      ),
    },
    {
      key: 'enabled',
      title: t('columns.enabled'),
      width: 96,
      render: (r) => (r.enabled ? <Tag color="green">{t('status.enabled')}</Tag> : <Tag>{t('status.disabled')}</Tag>),
    },
    { key: 'contact', title: t('columns.contact'), width: 120, ellipsis: true },
    { key: 'phone', title: t('columns.phone'), width: 140, ellipsis: true, defaultHidden: true },
    {
      key: 'website',
      title: t('columns.website'),
      width: 180,
      ellipsis: true,
      render: (r) =>
        r.website ? (
          <Typography.Link href={r.website} target="_blank" rel="noopener noreferrer">
            {r.website}
          </Typography.Link>
        ) : null,
    },
    { key: 'trackingUrl', title: t('columns.trackingUrl'), width: 220, ellipsis: true, defaultHidden: true },
    { key: 'remark', title: t('columns.remark'), width: 160, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
