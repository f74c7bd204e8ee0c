import { Alert, Card, Flex, Typography } from 'antd';
import type { PublicTrackResult } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { TrackTimeline } from '../../tracking';

/** One card per number asked, in the order asked: the parcel's status and timeline, or "not found". */
export function TrackResults({ results }: { results: readonly PublicTrackResult[] }) {
  const { t } = useTranslation('public-tracking');
  const found = results.filter((r) => r.found).length;
  return (
    <Flex vertical gap={12} data-testid="track-results">
      <Typography.Text type="secondary" data-testid="track-summary">
        {t('public.summary', { found, total: results.length })}
      </Typography.Text>
      {results.map((r) => (
        <Card
          key={r.number}
          size="small"
          title={<span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{r.number}</span>}
          data-testid={`track-result-${r.number}`}
          data-found={r.found}
        >
          {r.found && r.status ? (
            <TrackTimeline info={{ status: r.status, subStatus: r.subStatus, events: r.events }} />
          ) : (
            <Alert type="warning" showIcon message={t('public.notFound')} data-testid="track-not-found" />
          )}
        </Card>
      ))}
    </Flex>
  );
}
