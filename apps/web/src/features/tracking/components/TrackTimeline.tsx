import { Empty, Flex, Tag, Timeline, Typography } from 'antd';
import {
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUS_WORDS,
  type TrackInfo,
  type TrackingSubStatus,
} from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format';

const STATUS_COLORS: Record<string, string> = {
  DELIVERED: 'green',
  EXCEPTION: 'red',
  DELIVERY_FAILED: 'orange',
  EXPIRED: 'default',
  PENDING: 'default',
};

/** The words of a status and its sub-status: "In transit · Picked up". */
export function useStatusWords() {
  const lang = useLanguage();
  return (status: TrackInfo['status'], subStatus: string | null) =>
    [
      TRACKING_STATUS_WORDS[status]?.[lang] ?? status,
      subStatus ? (TRACKING_SUB_STATUS_WORDS[subStatus as TrackingSubStatus]?.[lang] ?? subStatus) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** A parcel's current status and its events, newest first. */
export function TrackTimeline({ info }: { info: TrackInfo }) {
  const words = useStatusWords();
  return (
    <Flex vertical gap={12}>
      <div>
        <Tag color={STATUS_COLORS[info.status] ?? 'blue'} data-testid="track-status">
          {words(info.status, info.subStatus)}
        </Tag>
      </div>
      {info.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          data-testid="track-timeline"
          items={info.events.map((e, i) => ({
            key: `${e.eventTime}-${i}`,
            color: i === 0 ? (STATUS_COLORS[e.status] ?? 'blue') : 'gray',
            content: (
              <div data-testid="track-event">
                <div>
                  <Typography.Text strong>{words(e.status, e.subStatus)}</Typography.Text>
                </div>
                {e.description ? <div>{e.description}</div> : null}
                <div>
                  <Typography.Text type="secondary">
                    {formatDateTime(e.eventTime)}
                    {e.location ? ` · ${e.location}` : ''}
                  </Typography.Text>
                </div>
              </div>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
