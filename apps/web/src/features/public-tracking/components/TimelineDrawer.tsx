import { Drawer, Spin } from 'antd';
import type { OrderTrackingRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { TrackTimeline, useOrderTrack } from '../../tracking';

function Timeline({ insideNumber }: { insideNumber: string }) {
  const track = useOrderTrack(insideNumber);
  return track.data ? <TrackTimeline info={track.data} /> : track.isLoading ? <Spin size="small" /> : null;
}

/** An order's whole timeline, newest first, opened from its row. */
export function TimelineDrawer({ order, onClose }: { order: OrderTrackingRow | null; onClose: () => void }) {
  const { t } = useTranslation('public-tracking');
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      size="min(480px, 100vw)"
      title={order ? t('timeline.title', { number: order.trackingNo ?? order.orderNo }) : null}
      data-testid="tracking-drawer"
      destroyOnHidden
    >
      {order ? <Timeline insideNumber={order.insideNumber} /> : null}
    </Drawer>
  );
}
