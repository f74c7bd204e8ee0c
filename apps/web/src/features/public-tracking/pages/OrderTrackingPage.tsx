import { useState } from 'react';
import { Input, Select } from 'antd';
import {
  splitTrackNumbers,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  type OrderTrackingRow,
  type TrackingStatus,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { ListPage, type FilterField } from '../../../shared/list';
import { publicTrackingApi } from '../api/publicTrackingApi';
import { TimelineDrawer } from '../components/TimelineDrawer';
import { useOrderTrackingColumns } from '../components/orderTrackingColumns';
import { publicTrackingKeys } from '../hooks/usePublicTrack';

interface Filters {
  numbers?: string;
  status?: TrackingStatus;
}
const INITIAL: Filters = {};

/**
 * The caller's orders with their tracking status and latest event (menu key order/tracking/index): a customer its
 * own, a sub-account its main account's, a supplier those routed to it, the platform all. A number opens the
 * order's whole timeline.
 */
export function OrderTrackingPage() {
  const { t } = useTranslation('public-tracking');
  const lang = useLanguage();
  const [timelineOf, setTimelineOf] = useState<OrderTrackingRow | null>(null);
  const columns = useOrderTrackingColumns(setTimelineOf);
  const filters: FilterField<Filters>[] = [
    {
      name: 'numbers',
      label: t('page.numbers'),
      input: (
        <Input
          allowClear
          placeholder={t('page.numbersPlaceholder')}
          style={{ width: 240 }}
          maxLength={4000}
          data-testid="tracking-filter-numbers"
        />
      ),
    },
    {
      name: 'status',
      label: t('page.status'),
      input: (
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('page.all')}
          data-testid="tracking-filter-status"
          options={TRACKING_STATUSES.map((s) => ({ value: s, label: TRACKING_STATUS_WORDS[s][lang] }))}
        />
      ),
    },
  ];

  return (
    <ListPage<OrderTrackingRow, Filters>
      testId="tracking"
      title={t('page.title')}
      filterFormName="tracking-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={publicTrackingKeys.list()}
      load={({ pageNo, pageSize, filters: f }, signal) => {
        // More than 40 are sent all the same: the server says so in the caller's language.
        const numbers = splitTrackNumbers(f.numbers ?? '');
        return publicTrackingApi.list(
          {
            pageNo,
            pageSize,
            ...(numbers.length > 0 ? { numbers: numbers.join('\n') } : {}),
            ...(f.status ? { status: f.status } : {}),
          },
          signal,
        );
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `tracking-row-${r.id}`}
    >
      {() => <TimelineDrawer order={timelineOf} onClose={() => setTimelineOf(null)} />}
    </ListPage>
  );
}
