import { DatePicker, Input, InputNumber, Select } from 'antd';
import type { OplogListQuery } from '@parcelhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import type { DateRange } from '../../../shared/format';
import type { FilterField, PageRequest } from '../../../shared/list';
import { oplogApi } from '../api/oplogApi';
import { OPLOG_KEYS } from '../hooks/queryKeys';

export interface OplogFilters {
  resource?: string;
  recordId?: number | null;
  username?: string;
  time?: DateRange | null;
}

export function toOplogQuery({ pageNo, pageSize, filters }: PageRequest<OplogFilters>): OplogListQuery {
  const username = filters.username?.trim();
  return {
    pageNo,
    pageSize,
    ...(filters.resource ? { resource: filters.resource } : {}),
    ...(filters.recordId ? { recordId: filters.recordId } : {}),
    ...(username ? { username } : {}),
    ...(filters.time ? { from: filters.time[0].toISOString(), to: filters.time[1].toISOString() } : {}),
  };
}

export function useOplogFilters(): FilterField<OplogFilters>[] {
  const { t } = useTranslation('oplog');
  const lang = useLanguage();
  const resources = useQuery({
    queryKey: OPLOG_KEYS.resources(lang),
    queryFn: ({ signal }) => oplogApi.resources(signal),
  });
  return [
    {
      name: 'resource',
      label: t('filters.resource'),
      input: (
        <Select
          allowClear
          showSearch
          placeholder={t('filters.allResources')}
          style={{ width: 200 }}
          data-testid="oplog-filter-resource"
          options={resources.data?.rows ?? []}
        />
      ),
    },
    {
      name: 'recordId',
      label: t('filters.recordId'),
      input: (
        <InputNumber min={1} max={2147483647} precision={0} style={{ width: 130 }} data-testid="oplog-filter-id" />
      ),
    },
    {
      name: 'username',
      label: t('filters.username'),
      input: <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="oplog-filter-user" />,
    },
    {
      name: 'time',
      label: t('filters.time'),
      input: (
        // On a phone the form row holds the label too: the picker takes what is left of the screen.
        <DatePicker.RangePicker
          showTime
          style={{ width: 340, maxWidth: 'calc(100vw - 110px)' }}
          data-testid="oplog-filter-time"
        />
      ),
    },
  ];
}
