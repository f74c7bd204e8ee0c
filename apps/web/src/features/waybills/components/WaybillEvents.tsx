import { Empty, Flex, Tag, Timeline, Typography } from 'antd';
import type { WaybillTrackInfo } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';

/** A waybill's events, newest first, each saying whether its parcels have it yet. */
export function WaybillEvents({ info }: { info: WaybillTrackInfo }) {
  const { t } = useTranslation('waybills');
  if (info.events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noEvents')} />;
  return (
    <Timeline
      data-testid="waybill-timeline"
      items={info.events.map((e, i) => ({
        key: e.id,
        color: i === 0 ? 'blue' : 'gray',
        content: (
          <div data-testid="waybill-event">
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{e.typeName}</Typography.Text>
              {e.appliedAt ? (
                <Tag color="green">{t('detail.applied')}</Tag>
              ) : (
                <Tag color="processing">{t('detail.applying')}</Tag>
              )}
            </Flex>
            {e.description ? <div>{e.description}</div> : null}
            <Typography.Text type="secondary">
              {formatDateTime(e.eventTime)}
              {e.location ? ` · ${e.location}` : ''}
              {e.operatorName ? ` · ${t('detail.by', { name: e.operatorName })}` : ''}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
