import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import type { FilterField } from '../../../shared/list';
import type { DueWorkFilters } from './dueWorkQuery';
import { dueWorkApi } from '../api/dueWorkApi';
import { DUE_WORK_KEYS } from '../hooks/queryKeys';

export function useDueWorkFilters(): FilterField<DueWorkFilters>[] {
  const { t } = useTranslation('due-work');
  const lang = useLanguage();
  const kinds = useQuery({ queryKey: DUE_WORK_KEYS.kinds(lang), queryFn: ({ signal }) => dueWorkApi.kinds(signal) });
  return [
    {
      name: 'state',
      label: t('filters.state'),
      input: (
        <Select
          style={{ width: 140 }}
          data-testid="due-work-filter-state"
          options={[
            { value: 'gaveUp', label: t('states.gaveUp') },
            { value: 'due', label: t('states.due') },
          ]}
        />
      ),
    },
    {
      name: 'kind',
      label: t('filters.kind'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.allKinds')}
          style={{ width: 180 }}
          data-testid="due-work-filter-kind"
          options={kinds.data?.rows ?? []}
        />
      ),
    },
  ];
}
