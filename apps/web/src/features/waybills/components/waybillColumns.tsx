import { Button, Tag } from 'antd';
import type { Waybill } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatWeight } from '../../../shared/format';
import type { ListColumn } from '../../../shared/list';

const STATUS_COLORS: Record<Waybill['status'], string> = {
  CREATED: 'default',
  DEPARTED: 'blue',
  ARRIVED: 'cyan',
  CUSTOMS_PROCESSING: 'orange',
  CUSTOMS_RELEASED: 'green',
};

/** The waybills: the parcel count opens the waybill's details. */
export function useWaybillColumns(onOpen: (w: Waybill) => void): ListColumn<Waybill>[] {
  const { t } = useTranslation('waybills');
  return [
    { key: 'awbNo', title: t('columns.awbNo'), width: 140, locked: true },
    {
      key: 'route',
      title: t('columns.route'),
      width: 110,
      render: (r) => `${r.origin} → ${r.destination}`,
    },
    { key: 'flightNo', title: t('columns.flightNo'), width: 90 },
    {
      key: 'status',
      title: t('columns.status'),
      width: 120,
      render: (r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`waybill-status-${r.id}`}>
          {r.statusName}
        </Tag>
      ),
    },
    {
      key: 'parcelCount',
      title: t('columns.parcels'),
      width: 80,
      align: 'right',
      render: (r) => (
        <Button type="link" size="small" onClick={() => onOpen(r)} data-testid={`waybill-parcels-${r.id}`}>
          {r.parcelCount}
        </Button>
      ),
    },
    { key: 'departureDate', title: t('columns.departureDate'), width: 110 },
    { key: 'arrivalDate', title: t('columns.arrivalDate'), width: 110 },
    { key: 'pieces', title: t('columns.pieces'), width: 80, align: 'right' },
    { key: 'weight', title: t('columns.weight'), width: 110, align: 'right', render: (r) => formatWeight(r.weight) },
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
