import { Descriptions, Drawer, Skeleton, Tabs, Tag } from 'antd';
import type { Waybill } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatWeight } from '../../../shared/format';
import { useWaybillTrack } from '../hooks/useWaybills';
import { WaybillEvents } from './WaybillEvents';
import { WaybillParcels } from './WaybillParcels';

/** One waybill: its events (timeline) and its parcels. */
export function WaybillDrawer({ waybill, onClose }: { waybill: Waybill | null; onClose: () => void }) {
  const { t } = useTranslation('waybills');
  const track = useWaybillTrack(waybill?.id ?? null);

  return (
    <Drawer
      open={waybill !== null}
      onClose={onClose}
      title={waybill ? t('detail.title', { awbNo: waybill.awbNo }) : ''}
      width="min(760px, 100vw)"
      destroyOnHidden
      data-testid="waybill-drawer"
    >
      {waybill ? (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('columns.route')}>
              {waybill.origin} → {waybill.destination}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.flightNo')}>{waybill.flightNo || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              <Tag color="blue" data-testid="waybill-drawer-status">
                {track.data?.statusName ?? waybill.statusName}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.pieces')}>{waybill.pieces}</Descriptions.Item>
            <Descriptions.Item label={t('columns.weight')}>{formatWeight(waybill.weight)}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'events',
                label: t('detail.events'),
                children: track.data ? <WaybillEvents info={track.data} /> : <Skeleton active />,
              },
              { key: 'parcels', label: t('detail.parcels'), children: <WaybillParcels waybill={waybill} /> },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
