import { useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { useSessionContext } from '../../../shared/session/SessionContext';
import { useOrderTrack } from '../hooks/useTracking';
import { AddTrackEventModal } from './AddTrackEventModal';
import { TrackTimeline } from './TrackTimeline';

/**
 * An order's tracking in its detail: status and timeline for whoever sees the order; the platform (tracking:manage)
 * adds an event by hand.
 */
export function OrderTrackSection({ insideNumber, trackingNo }: { insideNumber: string; trackingNo: string | null }) {
  const { t } = useTranslation('tracking');
  const track = useOrderTrack(insideNumber);
  const { currentUser } = useSessionContext();
  const access = useAccess();
  const mayAdd = currentUser.privilegeType === 'PLATFORM' && access.can('tracking:manage');
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <div style={{ marginBottom: 16 }} data-testid="order-track">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5}>{t('title')}</Typography.Title>
        {mayAdd ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setAdding(trackingNo ?? insideNumber)}
            data-testid="track-add-event"
          >
            {t('add.button')}
          </Button>
        ) : null}
      </Flex>
      {track.data ? <TrackTimeline info={track.data} /> : track.isLoading ? <Spin size="small" /> : null}
      {mayAdd ? <AddTrackEventModal trackingNo={adding} onClose={() => setAdding(null)} /> : null}
    </div>
  );
}
